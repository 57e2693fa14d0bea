import Foundation

/// What a UIKit photo picker offers: how many photos, of what kind.
public struct PHPickerConfiguration: Equatable, Sendable {
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    public var selection: Selection = .default
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public init() {}
    public init(photoLibrary: PHPhotoLibrary) {}

    public enum Selection: Int, Sendable { case `default` = 0, ordered, continuous, continuousAndOrdered }
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current, compatible }
}

/// One photo the user picked: its item provider loads it.
public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool { lhs.itemProvider === rhs.itemProvider }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(itemProvider)) }
}

/// What a UIKit photo picker tells its delegate.
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// PhotosUI's UIKit picker, as apps wrap it in a `UIViewControllerRepresentable` shown in a
/// `.sheet`. A run's photo library is not read: when its sheet closes (a script's `dismiss`), the
/// delegate is told the user finished with no photo, as the Cancel button does on a device.
open class PHPickerViewController: UIViewController, ReportsLeaving, @unchecked Sendable {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    private var finished = false

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }
    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }

    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    open func updatePicker(using configuration: Any) {}

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate else { return nil }
        finished = true
        return { delegate.picker(self, didFinishPicking: []) }
    }
}

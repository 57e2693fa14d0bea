import Foundation

/// UIKit's image picker (the camera or the photo library), as apps wrap it in a
/// `UIViewControllerRepresentable` with a coordinator as its delegate. A script picks a photo
/// (`pick-photos "ImagePicker" 1`): the delegate is told
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the same image every run
/// (`photo-1`), as the original image and, when editing is allowed, the edited one. The camera
/// is a source like the library here: no one holds a camera up to anything.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow }

    /// What the delegate's `info` holds.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image"] }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { true }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func takePicture() {}

    private var picked = 0

    override package func scriptControls(label: String) -> [ControlHandle] {
        [
            ControlHandle(kind: .photosPicker, label: label) { [weak self] action in
                guard case .pickPhotos = action, let self else { return }
                self.picked += 1
                let image = UIImage(name: "photo-\(self.picked)")
                var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
                if self.allowsEditing { info[.editedImage] = image }
                self.delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
            }
        ]
    }

}

public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

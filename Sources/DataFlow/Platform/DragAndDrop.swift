import Foundation

/// Drag and drop: the modifiers, the drop delegate and what a drop carries, so that an app that
/// reorders a grid by dragging compiles. A script cannot drag one view onto another: the
/// modifiers are recorded (not shown, D15), the payload closures never run and no drop is ever
/// performed, so a delegate is never called.
extension View {
    /// iOS 13: what a drag carries, made when a drag starts.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrag")
    }

    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrag")
    }

    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrop")
    }

    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrop")
    }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrop")
    }

    /// iOS 16: a `Transferable` payload.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".draggable")
    }

    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    )
        -> ModifiedContent<Self, _AppearanceModifier>
    {
        styled(".draggable")
    }

    @_disfavoredOverload
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".dropDestination")
    }
}

/// What a drop delegate is told; a run drops nothing, so it is never made.
public struct DropInfo: Sendable {
    public let location: CGPoint

    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// How a drop target answers a drag over it.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    /// The operation for a drop from another app (iOS 26): nil when the proposal gives one for all.
    public let operationOutsideApplication: DropOperation?

    public init(operation: DropOperation) {
        self.operation = operation
        operationOutsideApplication = nil
    }

    /// iOS 26: one operation inside the app and one outside; a run drops nothing, so the proposal
    /// is never acted on.
    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication
        operationOutsideApplication = outsideApplication
    }
}

public enum DropOperation: Sendable {
    case cancel, forbidden, copy, move
}

/// Decides what a drop onto a view does (`onDrop(of:delegate:)`). Each requirement but
/// `performDrop` has SwiftUI's default.
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// What a drag carries, made from an object that can be written out (a string as `NSString`),
/// an item with its type identifier, a file, or data registered for a type. A script cannot drag,
/// so a provider is only what the app's own code makes; what it was given is what it loads, at
/// once, on the same turn (as a provider whose items are in memory answers).
open class NSItemProvider: @unchecked Sendable {
    public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void

    /// The object it was made from, if any.
    public let object: Any?
    /// What it holds, by type identifier, in the order it was given.
    private var items: [(type: String, value: Any?)] = []
    open var suggestedName: String?

    public init() { object = nil }
    public init(object: any NSItemProviderWriting) {
        self.object = object
        let type = object is NSURL ? "public.url" : "public.utf8-plain-text"
        items = [(type, object)]
    }

    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        object = item
        if let typeIdentifier { items = [(typeIdentifier, item)] }
    }

    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? "public.data"
        self.init(item: fileURL as NSURL, typeIdentifier: type)
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    open var registeredTypeIdentifiers: [String] { items.map(\.type) }

    open func canLoadObject(ofClass aClass: Any.Type) -> Bool { object.map { type(of: $0) == aClass } ?? false }

    open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) {
        completionHandler(object as? T, nil)
    }

    /// Whether it holds an item of the type or of one that conforms to it (`public.png` is a
    /// `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        items.contains { held in held.type == typeIdentifier || UTType(held.type)?.conforms(to: UTType(typeIdentifier) ?? .data) == true }
    }

    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        var data: Data?
        _ = loadHandler { loaded, _ in data = loaded }
        items.append((typeIdentifier, data))
    }

    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: CompletionHandler? = nil) {
        completionHandler?(item(for: typeIdentifier) as? any NSSecureCoding, nil)
    }

    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress
    {
        let item = item(for: typeIdentifier)
        let data = item as? Data ?? (item as? NSData).map { Data($0) } ?? (item as? NSString).map { Data(($0 as String).utf8) }
        completionHandler(data, data == nil ? CocoaError(.fileReadNoSuchFile) : nil)
        return Progress(totalUnitCount: 1)
    }

    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, (any Error)?) -> Void) -> Progress
    {
        let url = (item(for: typeIdentifier) as? NSURL).map { $0 as URL }
        completionHandler(url, url == nil ? CocoaError(.fileReadNoSuchFile) : nil)
        return Progress(totalUnitCount: 1)
    }

    private func item(for typeIdentifier: String) -> Any? {
        items.first { $0.type == typeIdentifier }?.value
            ?? items.first { held in
                UTType(held.type)?.conforms(to: UTType(typeIdentifier) ?? .data) == true
            }?.value
    }
}

/// Who may load a registered representation.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team, group, ownProcess
}

/// A type whose values a drag can carry.
public protocol NSItemProviderWriting {}

extension NSString: NSItemProviderWriting {}
extension NSURL: NSItemProviderWriting {}

extension View {
    /// A view's items for a drag (macOS, iPadOS): a script cannot drag, so nothing is provided.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".itemProvider") }
}

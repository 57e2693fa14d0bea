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
    public init(operation: DropOperation) { self.operation = operation }
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

/// What a drag carries, made from an object that can be written out (a string as `NSString`).
open class NSItemProvider: @unchecked Sendable {
    /// The object it was made from, if any.
    public let object: Any?

    public init() { object = nil }
    public init(object: any NSItemProviderWriting) { self.object = object }

    open func canLoadObject(ofClass aClass: Any.Type) -> Bool { object.map { type(of: $0) == aClass } ?? false }

    open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) {
        completionHandler(object as? T, nil)
    }
}

/// A type whose values a drag can carry.
public protocol NSItemProviderWriting {}

extension NSString: NSItemProviderWriting {}
extension NSURL: NSItemProviderWriting {}

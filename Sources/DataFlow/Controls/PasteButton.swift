import Foundation

/// The system's paste button (iOS 16): pastes what the clipboard holds, with the user's consent.
/// A run has no clipboard, so the button is drawn (`PasteButton`) and a script cannot paste with
/// it: its action never runs.
public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
}

extension PasteButton: StructuralContent {
    package var screenLine: String? { "PasteButton" }
    package func children() -> [ChildSlot] { [] }
}

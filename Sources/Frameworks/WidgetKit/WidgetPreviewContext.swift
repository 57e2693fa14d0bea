/// The context Xcode's canvas previews a widget's view in (iOS 14): the widget family it is
/// drawn as, `.previewContext(WidgetPreviewContext(family: .systemSmall))`. Previews run in
/// Xcode, never in the app, so the context is kept and answers every key with its default.
public struct WidgetPreviewContext: PreviewContext {
    /// The size the preview draws the widget at.
    public let family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }

    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key of a preview context's values, with the value a context without it gives.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Where Xcode's canvas shows a preview (iOS 14): WidgetKit's `WidgetPreviewContext(family:)`
/// shows a view as a widget of that size. A context answers a key with its value.
public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
    /// The context Xcode's canvas previews the view in. Accepted: previews run in Xcode, never in
    /// the app (dataflow blanks `PreviewProvider`s before compiling), so the view is shown as it
    /// is; the modifier is kept, named with the context's type, and not shown on screen.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        styled(".previewContext(\(C.self))")
    }
}

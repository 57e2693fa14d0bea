/// Shares items with the system's share sheet (iOS 16): outside the app, like a link, so tapping
/// it changes nothing here and the step says so.
///
/// The generic shape is SwiftUI's: the items (`CollectionOfOne` for one item), the preview's
/// image and icon (`Never` without a preview), and the label (`DefaultShareLinkLabel` without
/// one), so that every initializer of the SDK picks the same overload and infers the same type.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.items = items
        self.label = label()
    }

    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), label: label())
    }

    init(sharing items: Data, label: Label) {
        self.items = items
        self.label = label
    }

    public var body: some View {
        Button(
            action: { Ambient.current?.reporter.report(.dataflow("the share sheet opens outside the app; nothing here changes")) }, label: { label })
    }
}

/// The label of a share link without one: "Share" (or the given title) beside the share icon.
public struct DefaultShareLinkLabel: View {
    let title: Text

    init(_ title: Text = Text("Share")) { self.title = title }

    public var body: some View {
        Label {
            title
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

// MARK: Without a preview (URLs and strings), with a label

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), label: label())
    }
}

// MARK: With a preview, the default label

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)
    {
        self.init(sharing: items, label: DefaultShareLinkLabel())
    }

    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(titleResource)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(title)))
    }

    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title))
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }

    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<I: Transferable>(
        _ titleResource: LocalizedStringResource, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleResource)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(title)))
    }

    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title))
    }
}

// MARK: Without a preview (URLs and strings), the default label

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) { self.init(sharing: items, label: DefaultShareLinkLabel()) }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(titleResource)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(title)))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) { self.init(sharing: items, label: DefaultShareLinkLabel()) }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(titleResource)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(Text(title)))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(sharing: items, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleResource)))
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleKey)))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleResource)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(title)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(title)))
    }

    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title))
    }

    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), label: DefaultShareLinkLabel(title))
    }
}

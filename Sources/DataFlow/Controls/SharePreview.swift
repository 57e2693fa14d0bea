/// What the share sheet shows of an item (iOS 16): a title, and an image or an icon. The sheet
/// opens outside the app, so dataflow shows it nowhere; the preview is kept for the code.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title the sheet shows.
    public let title: Text
    let image: Image?
    let icon: Icon?

    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(Text(titleKey), image: image, icon: icon) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(Text(title), image: image, icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ title: Text) {
        self.title = title
        image = nil
        icon = nil
    }

    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

extension SharePreview where Icon == Never {
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        icon = nil
    }

    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    public init(_ title: Text, icon: Icon) {
        self.title = title
        image = nil
        self.icon = icon
    }

    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

extension Never: Transferable {
    /// Nothing is ever transferred: the type of a preview without an image or an icon.
    public static var transferRepresentation: Never { return fatalError("Never is never transferred") }
}

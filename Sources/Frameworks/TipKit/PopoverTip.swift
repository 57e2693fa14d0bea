extension View {
    /// A tip in a popover on this view: TipKit presents it over the screen; dataflow draws no
    /// popover (a `TipView` shows a tip inline), so this view is unchanged.
    public func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @Sendable (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }

    /// The same, with the app controlling the presentation (iOS 26).
    public func popoverTip(
        _ tip: (any Tip)?, isPresented: Binding<Bool>? = nil, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, action: @escaping @Sendable (Tips.Action) -> Void = { _ in }
    ) -> some View {
        self
    }

    /// Marks the view a `TipView(_:anchorID:)` points at (iOS 26): no popover is drawn here.
    public func tipAnchor<AnchorID: Hashable & Sendable>(_ id: AnchorID) -> some View { self }
}

// A tip's appearance: TipKit's bubble is not drawn, so these change nothing on screen.
extension View {
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func tipImageSize(_ size: CGSize) -> some View { self }
    public func tipImageStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tipImageStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    public func tipImageStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        self
    }
    public func tipBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
}

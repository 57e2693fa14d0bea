import Foundation

// SwiftUI's appearance and layout modifiers, accepted (`_AppearanceModifier`). Effects a state
// change typically drives show on the screen line when not at their identity value; styling does
// not. The signatures are SwiftUI's (iOS 17), so a view pasted from an app compiles unchanged.

extension View {
    // MARK: Effects (shown when not at identity)

    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _InteractivityModifier> {
        modifier(_InteractivityModifier(kind: .opacity(opacity)))
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".scaleEffect(\(number(scale)))", isIdentity: scale == 1)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".scaleEffect(x: \(number(scale.width)), y: \(number(scale.height)))", isIdentity: scale.width == 1 && scale.height == 1)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".scaleEffect(x: \(number(x)), y: \(number(y)))", isIdentity: x == 1 && y == 1)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".rotationEffect(\(angle))", isIdentity: angle.radians == 0)
    }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".rotation3DEffect(\(angle))", isIdentity: angle.radians == 0)
    }

    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _AppearanceModifier> {
        self.offset(x: offset.width, y: offset.height)
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".offset(x: \(number(x)), y: \(number(y)))", isIdentity: x == 0 && y == 0)
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".blur(radius: \(number(radius)))", isIdentity: radius == 0)
    }

    public func saturation(_ amount: Double) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".saturation(\(number(amount)))", isIdentity: amount == 1)
    }

    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".grayscale(\(number(amount)))", isIdentity: amount == 0)
    }

    public func brightness(_ amount: Double) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".brightness(\(number(amount)))", isIdentity: amount == 0)
    }

    public func contrast(_ amount: Double) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".contrast(\(number(amount)))", isIdentity: amount == 1)
    }

    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".hueRotation(\(angle))", isIdentity: angle.radians == 0)
    }

    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _AppearanceModifier> { styled(".colorMultiply(\(color.name))") }
    public func colorInvert() -> ModifiedContent<Self, _AppearanceModifier> { styled(".colorInvert()") }
    public func luminanceToAlpha() -> ModifiedContent<Self, _AppearanceModifier> { styled(".luminanceToAlpha()") }

    // MARK: Shape, shadow, clipping

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".cornerRadius(\(number(radius)))")
    }

    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".shadow(radius: \(number(radius)))")
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".clipShape(\(shape._shapeName))")
    }

    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _AppearanceModifier> { styled(".clipped()") }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".contentShape(\(shape._shapeName))")
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".contentShape(\(shape._shapeName))")
    }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".mask")
    }

    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _AppearanceModifier> { styled(".mask") }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".border(\(content._styleName))")
    }

    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".drawingGroup()")
    }

    public func compositingGroup() -> ModifiedContent<Self, _AppearanceModifier> { styled(".compositingGroup()") }

    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _AppearanceModifier> { styled(".blendMode") }

    // MARK: Layout

    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(amount: length.map(Double.init), edges: edges))
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(amount: nil, edges: .all, insets: insets))
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        let parts: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        let text = parts.compactMap { name, value in value.map { "\(name): \($0 == .infinity ? ".infinity" : number($0))" } }
        return styled(".frame(\(text.joined(separator: ", ")))")
    }

    public func fixedSize() -> ModifiedContent<Self, _AppearanceModifier> { styled(".fixedSize()") }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fixedSize()") }
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _AppearanceModifier> { styled(".layoutPriority(\(number(value)))") }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".position(x: \(number(x)), y: \(number(y)))")
    }
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _AppearanceModifier> { self.position(x: position.x, y: position.y) }
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _AppearanceModifier> { styled(".zIndex(\(number(value)))") }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".aspectRatio")
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AppearanceModifier> { styled(".aspectRatio") }
    public func scaledToFit() -> ModifiedContent<Self, _AppearanceModifier> { styled(".scaledToFit()") }
    public func scaledToFill() -> ModifiedContent<Self, _AppearanceModifier> { styled(".scaledToFill()") }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".ignoresSafeArea()")
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _AppearanceModifier> { styled(".edgesIgnoringSafeArea()") }
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _AppearanceModifier> { styled(".coordinateSpace") }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _AppearanceModifier> { styled(".coordinateSpace") }
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".alignmentGuide") }
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".alignmentGuide") }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".containerRelativeFrame")
    }
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".containerRelativeFrame") }
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".containerRelativeFrame") }

    // MARK: Colour and style

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "foregroundStyle", style: style._styleName))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "foregroundStyle", style: primary._styleName))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    )
        -> ModifiedContent<Self, _StyleModifier>
    {
        modifier(_StyleModifier(name: "foregroundStyle", style: primary._styleName))
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "background", style: style._styleName))
    }

    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "background", style: style._styleName))
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".background(in: \(shape._shapeName))")
    }

    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> { styled(".background()") }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "overlay", style: style._styleName))
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".tint(\(tint?._styleName ?? "nil"))") }
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".tint(\(tint?.name ?? "nil"))") }
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".accentColor") }

    // MARK: Text

    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fontWeight") }
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fontDesign") }
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fontWidth") }
    public func bold(_ isActive: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".bold()") }
    public func italic(_ isActive: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".italic()") }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _AppearanceModifier> { styled(".underline()") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".strikethrough()")
    }
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".monospaced()") }
    public func monospacedDigit() -> ModifiedContent<Self, _AppearanceModifier> { styled(".monospacedDigit()") }
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> { styled(".kerning") }
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> { styled(".tracking") }
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> { styled(".baselineOffset") }
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _AppearanceModifier> { styled(".lineLimit") }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _AppearanceModifier> { styled(".lineLimit") }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _AppearanceModifier> { styled(".lineLimit") }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".lineLimit") }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(S.allowsSelection ? ".textSelection(.enabled)" : ".textSelection(.disabled)")
    }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _AppearanceModifier> where T.Bound == DynamicTypeSize {
        styled(".dynamicTypeSize")
    }
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".redacted(reason: .placeholder)", isIdentity: reason.isEmpty)
    }
    public func unredacted() -> ModifiedContent<Self, _AppearanceModifier> { styled(".unredacted()") }
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".privacySensitive") }

    // MARK: Controls' styles

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".buttonStyle") }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".buttonStyle") }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _AppearanceModifier> { styled(".buttonBorderShape") }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".toggleStyle") }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".pickerStyle") }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".textFieldStyle") }
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listStyle") }
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".labelStyle") }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".datePickerStyle") }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".progressViewStyle") }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".tabViewStyle") }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".indexViewStyle") }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationViewStyle")
    }
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".formStyle") }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".gaugeStyle") }
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".menuStyle") }
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".groupBoxStyle") }
    public func labelsHidden() -> ModifiedContent<Self, _AppearanceModifier> { styled(".labelsHidden()") }

    // MARK: Lists, scrolling, bars

    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listRowBackground") }
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listRowInsets") }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".listRowSeparator")
    }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".listRowSeparatorTint")
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".listSectionSeparator")
    }
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listRowSpacing") }
    public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listSectionSpacing") }
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scrollContentBackground") }
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scrollIndicators") }
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scrollDisabled") }
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scrollTargetLayout") }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".scrollBounceBehavior")
    }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationBarTitleDisplayMode")
    }
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".navigationBarHidden") }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationBarBackButtonHidden")
    }
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationViewStyle")
    }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbarBackground")
    }
    /// Whether the bars' backgrounds show (iOS 18).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbarBackgroundVisibility")
    }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbarBackground")
    }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbarColorScheme")
    }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbar(visibility)")
    }
    public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _AppearanceModifier> { styled(".toolbarRole") }
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".statusBarHidden") }
    public func statusBar(hidden: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".statusBar") }
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".persistentSystemOverlays")
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationDetents")
    }
    /// The detents, with the one shown bound to `selection`: the sheet opens at the selected
    /// detent and no drag changes it here, so the binding is read, never written (appearance).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationDetents")
    }
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationDragIndicator")
    }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".presentationBackground") }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationCornerRadius")
    }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".interactiveDismissDisabled")
    }
    public func badge(_ count: Int) -> ModifiedContent<Self, _AppearanceModifier> { effect(".badge(\(count))", isIdentity: count == 0) }
    public func badge(_ label: Text?) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".badge(\(label.map { $0.content.quotedLiteral } ?? "nil"))", isIdentity: label == nil)
    }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".badge(\(label.map { String($0).quotedLiteral } ?? "nil"))", isIdentity: label == nil)
    }
    public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".badge(\(key.map { $0.text.quotedLiteral } ?? "nil"))", isIdentity: key == nil)
    }
    @_disfavoredOverload
    public func badge(_ resource: LocalizedStringResource?) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".badge(\(resource.map { $0.text.quotedLiteral } ?? "nil"))", isIdentity: resource == nil)
    }

    // MARK: Inputs (keyboard, text entry)

    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _AppearanceModifier> { styled(".keyboardType") }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".textInputAutocapitalization")
    }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".autocapitalization")
    }
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".disableAutocorrection") }
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".textContentType") }
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _AppearanceModifier> { styled(".submitLabel") }

    // MARK: Accessibility (names and hints for VoiceOver; nothing a script can see changes)

    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: label.content))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: String(label)))
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: label.text))
    }
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".accessibilityAction") }
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".accessibilityAdjustableAction") }
    public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _AppearanceModifier> { styled(".help") }
    @_disfavoredOverload
    public func help(_ textKey: LocalizedStringResource) -> ModifiedContent<Self, _AppearanceModifier> { styled(".help") }
    public func help(_ text: Text) -> ModifiedContent<Self, _AppearanceModifier> { styled(".help") }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".help") }
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> ModifiedContent<Self, _AppearanceModifier> { styled(".hoverEffect") }
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".hoverEffect")
    }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".sensoryFeedback")
    }

    /// Feedback when `trigger` changes and `condition` holds (iOS 17): nothing is felt in a run.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".sensoryFeedback")
    }

    /// Feedback chosen from the change of `trigger` (iOS 17): nothing is felt in a run.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".sensoryFeedback")
    }

    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> ModifiedContent<Self, _AppearanceModifier>
    {
        styled(".sensoryFeedback")
    }
}

/// Whether the user may select a text's characters to copy them: appearance only (no one selects).
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

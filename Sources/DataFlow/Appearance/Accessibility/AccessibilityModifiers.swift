import Foundation

// Accessibility modifiers in every form SwiftUI declares them (generated from the iOS 26.2 SDK's
// interface, each compiled): each attaches an `AccessibilityAttachmentModifier`, and chained ones
// merge into one, as in SwiftUI. A label names the control it is on (only when enabled, for the
// forms with `isEnabled:`); the rest is for assistive technologies, off in a run (D15). Tabs and
// `Text` keep no accessibility of their own here (a label on a `Text` is the `View` form, so that
// it still names the control the text labels).

extension View {
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityValue(
        _ valueResource: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityValue(
        _ valueResource: LocalizedStringResource
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityShowsLargeContentViewer<V>(
        @ViewBuilder _ largeContentView: () -> V
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where V: View {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityActions<Content>(
        category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Content: View {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: isEnabled ? label.content : nil))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: isEnabled ? labelKey.text : nil))
    }

    @_disfavoredOverload public func accessibilityLabel(
        _ label: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: isEnabled ? label.text : nil))
    }

    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: isEnabled ? String(label) : nil))
    }

    public func accessibilityLabel<V>(
        @ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where V: View {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: label.text))
    }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityHint(
        _ hint: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRespondsToUserInteraction(
        _ respondsToUserInteraction: Bool, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityScrollStatus(
        _ statusKey: LocalizedStringKey, isEnabled: Bool = true
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityScrollStatus(
        _ status: some StringProtocol, isEnabled: Bool = true
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityScrollStatus(
        _ status: LocalizedStringResource, isEnabled: Bool = true
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityInputLabels(
        _ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityInputLabels<S>(
        _ inputLabels: [S], isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotorEntry<ID>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where ID: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<Content>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Content: AccessibilityRotorContent {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<Content>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Content: AccessibilityRotorContent {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<EntryModel>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where EntryModel: Identifiable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where ID: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<EntryModel>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where EntryModel: Identifiable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<EntryModel, ID>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where ID: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<Content>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Content: AccessibilityRotorContent {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<Content>(
        _ label: LocalizedStringResource, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Content: AccessibilityRotorContent {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<L, Content>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where L: StringProtocol, Content: AccessibilityRotorContent {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<EntryModel>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where EntryModel: Identifiable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<EntryModel>(
        _ rotorLabelResource: LocalizedStringResource, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where EntryModel: Identifiable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<L, EntryModel>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where L: StringProtocol, EntryModel: Identifiable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where ID: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabelResource: LocalizedStringResource, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where ID: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<L, EntryModel, ID>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where L: StringProtocol, ID: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityRotor(
        _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor(
        _ label: LocalizedStringResource, textRanges: [Range<String.Index>]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityRotor<L>(
        _ label: L, textRanges: [Range<String.Index>]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where L: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDefaultFocus<Value>(
        _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Value: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityFocused<Value>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Value: Hashable {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDragPoint(
        _ point: UnitPoint, description: Text, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDragPoint<S>(
        _ point: UnitPoint, description: S, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDropPoint(
        _ point: UnitPoint, description: Text, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDropPoint<S>(
        _ point: UnitPoint, description: S, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringResource
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDragPoint<S>(
        _ point: UnitPoint, description: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringResource
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityDropPoint<S>(
        _ point: UnitPoint, description: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityAction<Label>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where Label: View {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where Content: View {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityAction(
        named nameResource: LocalizedStringResource, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }

    @_disfavoredOverload public func accessibilityAction<S>(
        named name: S, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        modifier(AccessibilityAttachmentModifier(label: nil))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityValue(
        _ valueResource: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityValue(_ valueResource: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: isEnabled ? label.content : nil)))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: isEnabled ? labelKey.text : nil)))
    }

    @_disfavoredOverload public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: isEnabled ? label.text : nil)))
    }

    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: isEnabled ? String(label) : nil)))
    }

    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: label.content)))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: labelKey.text)))
    }

    @_disfavoredOverload public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: label.text)))
    }

    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: String(label))))
    }

    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityScrollStatus(
        _ status: some StringProtocol, isEnabled: Bool = true
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityScrollStatus(
        _ status: LocalizedStringResource, isEnabled: Bool = true
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDragPoint<S>(
        _ point: UnitPoint, description: S, isEnabled: Bool
    ) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDropPoint<S>(
        _ point: UnitPoint, description: S, isEnabled: Bool
    ) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringResource
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringResource
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityAction(
        named nameResource: LocalizedStringResource, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }

    @_disfavoredOverload public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        ModifiedContent(content: content, modifier: modifier.merged(with: AccessibilityAttachmentModifier(label: nil)))
    }
}

extension TabContent {
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> Self {
        self
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityValue<S>(_ value: S, isEnabled: Bool = true) -> Self where S: StringProtocol {
        self
    }

    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> Self {
        self
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S, isEnabled: Bool = true) -> Self where S: StringProtocol {
        self
    }

    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> Self {
        self
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityHint<S>(_ hint: S, isEnabled: Bool = true) -> Self where S: StringProtocol {
        self
    }

    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> Self {
        self
    }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> Self {
        self
    }

    @_disfavoredOverload public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool = true) -> Self where S: StringProtocol {
        self
    }

    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> Self {
        self
    }
}

extension Text {
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        self
    }

    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        self
    }
}

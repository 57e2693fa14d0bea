/// A piece of a control that a style's `makeBody(configuration:)` receives: its label, its
/// content, a progress view's current value label.
///
/// SwiftUI hands a style each piece as an opaque view (`ToggleStyleConfiguration.Label`) that
/// draws what the control was given. dataflow's pieces do the same: each holds the control's own
/// view (or nothing, `EmptyView`, where the control has none) and shows it as its only child, so
/// a style body that places `configuration.label` shows, and can operate, the label's content.
package protocol StyleConfigurationPart: StructuralContent {
    /// The control's view this piece stands for.
    var content: any View { get }
}

extension StyleConfigurationPart {
    package func children() -> [ChildSlot] { [ChildSlot(key: .position(0), view: content)] }
}

// Controls made again from a style's configuration, as a custom style's `makeBody` writes them:
// `Toggle(configuration)`, `Button(configuration)`, `ProgressView(configuration)`.
//
// SwiftUI: inside `makeBody(configuration:)`, `Toggle(configuration)` is the toggle being styled,
// drawn the platform's way; it keeps the configuration's binding and label (and a button keeps
// the configuration's action and role). dataflow makes the same control from the configuration's
// parts, so a style's body that makes one shows the control's label and, for a toggle or a
// button, operates the app's own binding or action.

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style is styling: its binding and label.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style is styling: a tap runs `trigger()`, the button's own action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is styling: its title and icon.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style is styling: its fraction completed (out of 1; indeterminate when
    /// nil) and its label.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(title: nil, fraction: configuration.fractionCompleted.map { ($0, 1.0) }, label: configuration.label)
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content a style is styling: its label and content.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is styling: its label and content.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style is styling: its content.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

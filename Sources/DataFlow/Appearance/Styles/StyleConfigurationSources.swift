// The configurations the controls would hand their styles, made from the controls' own values.
//
// SwiftUI makes a control's configuration when it asks the control's style for a body. dataflow's
// graph does not run style bodies (D15), but the configurations are SwiftUI's data, so they are
// made here from what each control holds: a toggle's binding, a button's action, a picker's
// selection. Whatever reads or writes them reads or writes the app's values.

extension Toggle {
    /// The toggle's configuration: its label, and its binding as `isOn`.
    package var styleConfiguration: ToggleStyleConfiguration {
        ToggleStyleConfiguration(label: label, isOn: isOn)
    }
}

extension Button {
    /// The button's configuration for a primitive style: `trigger()` runs the button's action.
    package var primitiveStyleConfiguration: PrimitiveButtonStyleConfiguration {
        PrimitiveButtonStyleConfiguration(label: label, role: role, action: action)
    }

    /// The button's configuration for a button style: never pressed (a script's tap is
    /// instantaneous).
    package var styleConfiguration: ButtonStyleConfiguration {
        ButtonStyleConfiguration(label: label, role: role)
    }
}

extension DisclosureGroup {
    /// The group's configuration: its label and content, and its expansion binding (the one the
    /// app gave, or `ownState`, the group's own state, for a group made without one).
    package func styleConfiguration(ownState: Binding<Bool>) -> DisclosureGroupStyleConfiguration {
        DisclosureGroupStyleConfiguration(label: label, content: content, isExpanded: isExpanded ?? ownState)
    }
}

extension DatePicker {
    /// The picker's configuration: its label and its selection binding. The range and the
    /// components it was made with are not kept by the picker: no bounds, date and time.
    package var styleConfiguration: DatePickerStyleConfiguration {
        DatePickerStyleConfiguration(label: label, selection: selection)
    }
}

extension ProgressView {
    /// The progress view's configuration: the fraction of its total its value is (clamped to
    /// 0...1; 0 for a total that is not positive), nil when indeterminate, and its label.
    package var styleConfiguration: ProgressViewStyleConfiguration {
        let fractionCompleted = fraction.map { $0.total > 0 ? min(max($0.value / $0.total, 0), 1) : 0 }
        var shownLabel: (any View)? = label
        if let title { shownLabel = Text(verbatim: title) }
        return ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted, label: shownLabel)
    }
}

extension Label {
    /// The label's configuration: its title and its icon.
    package var styleConfiguration: LabelStyleConfiguration {
        LabelStyleConfiguration(title: title, icon: icon)
    }
}

extension GroupBox {
    /// The box's configuration: its label and its content.
    package var styleConfiguration: GroupBoxStyleConfiguration {
        GroupBoxStyleConfiguration(label: label, content: content)
    }
}

import Foundation

// Titled forms of sections, labelled content, share links, links and progress views the
// SDK declares beside the common ones: titles as strings, keys or resources, and the iOS 16–17
// additions (`Section(isExpanded:)`, `ShareLink(items:)`,
// `ProgressView(timerInterval:)`). Each behaves as the form it mirrors.

extension LabeledContent where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleResource) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }

    @_disfavoredOverload
    public init<F: FormatStyle>(_ titleResource: LocalizedStringResource, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleResource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
}

extension NavigationLink {
    /// iOS 13's Boolean link with its destination in a closure (deprecated in iOS 16).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// Presented in a split view's detail column or not: an iPhone has one column (accepted).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination(), isActive: isActive)
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }
}

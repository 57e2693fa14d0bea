import Foundation

// The title forms of alerts and confirmation dialogs the SDK declares beside the ones in
// `LegacyPresentations.swift`: titled by a string, a `Text` or a `LocalizedStringResource`
// (iOS 16), with a message, about a value (`presenting:`), or from an error. Each presents as
// the form titled by a key does (§13): the title is shown as its text.

extension View {
    @_disfavoredOverload
    public func alert<A: View>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(titleResource.text), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil))
    }

    @_disfavoredOverload
    public func alert<A: View, M: View>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(titleResource.text),
                source: FlagPresentation(isPresented: isPresented) { AlertContent(actions: actions(), message: message()) }, onDismiss: nil))
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(title.string),
                source: FlagPresentation(isPresented: isPresented) { AlertContent(actions: actions(), message: message()) }, onDismiss: nil))
    }

    @_disfavoredOverload
    public func alert<A: View, T>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(titleResource.text), source: DataPresentation(isPresented: isPresented, data: data, content: actions), onDismiss: nil))
    }

    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(title.string), source: DataPresentation(isPresented: isPresented, data: data, content: actions), onDismiss: nil))
    }

    @_disfavoredOverload
    public func alert<A: View, M: View, T>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(titleResource.text),
                source: DataPresentation(isPresented: isPresented, data: data) { data in AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(title.string),
                source: DataPresentation(isPresented: isPresented, data: data) { data in AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<A: View>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleResource.text), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil))
    }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(style: .dialog(title.string), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<A: View, M: View>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleResource.text),
                source: FlagPresentation(isPresented: isPresented) { AlertContent(actions: actions(), message: message()) }, onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(String(title)),
                source: FlagPresentation(isPresented: isPresented) { AlertContent(actions: actions(), message: message()) }, onDismiss: nil))
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(title.string),
                source: FlagPresentation(isPresented: isPresented) { AlertContent(actions: actions(), message: message()) }, onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<A: View, T>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleResource.text), source: DataPresentation(isPresented: isPresented, data: data, content: actions), onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(String(title)), source: DataPresentation(isPresented: isPresented, data: data, content: actions), onDismiss: nil))
    }

    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(title.string), source: DataPresentation(isPresented: isPresented, data: data, content: actions), onDismiss: nil))
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleKey.text),
                source: DataPresentation(isPresented: isPresented, data: data) { data in AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<A: View, M: View, T>(
        _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleResource.text),
                source: DataPresentation(isPresented: isPresented, data: data) { data in AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(String(title)),
                source: DataPresentation(isPresented: isPresented, data: data) { data in AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(title.string),
                source: DataPresentation(isPresented: isPresented, data: data) { data in AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    /// An alert about an error, titled by its `errorDescription`: presented while `isPresented`
    /// is true and `error` is not nil.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(error?.errorDescription ?? ""), source: DataPresentation(isPresented: isPresented, data: error) { _ in actions() },
                onDismiss: nil))
    }

    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A, @ViewBuilder message: @escaping (E) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(error?.errorDescription ?? ""),
                source: DataPresentation(isPresented: isPresented, data: error) { error in
                    AlertContent(actions: actions(error), message: message(error))
                },
                onDismiss: nil))
    }
}

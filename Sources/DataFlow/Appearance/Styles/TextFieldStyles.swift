// Text field styles (appearance, D15).

/// How text fields look. A custom style writes SwiftUI's underscored requirement,
/// `func _body(configuration: TextField<Self._Label>) -> some View`; as with button styles,
/// dataflow does not run it: the field shows as itself (D15).
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a text field style receives.
public struct _TextFieldStyleLabel: View {
    public var body: Never { preconditionFailure("a style's label is never shown by dataflow") }
}

extension TextFieldStyle {
    /// The built-in styles' body: the field as it is.
    public func _body(configuration: TextField<Self._Label>) -> TextField<Self._Label> { configuration }
}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

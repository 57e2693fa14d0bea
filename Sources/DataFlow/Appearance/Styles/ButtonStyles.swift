import Foundation

// Button styles. SwiftUI builds a button's look by calling its style's `makeBody(configuration:)`;
// dataflow's button node shows and operates the button itself (D15), so a style's body is not run
// by the graph. The protocols, configurations and built-in styles have SwiftUI's shape, so an
// app's own style compiles, and a configuration made from a button carries the button's real
// label, role and action (`Button.primitiveStyleConfiguration`).

/// A style that makes a button's whole interaction: its body decides when to `trigger()`.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A style that draws a button's label; the system keeps the tap handling (`isPressed`).
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a primitive button style receives: the button's label and role, and its action as
/// `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    private let action: () -> Void

    package init(label: any View, role: ButtonRole?, action: @escaping () -> Void) {
        self.label = Label(content: label)
        self.role = role
        self.action = action
    }

    /// Runs the button's action, as a tap on it does.
    public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: StyleConfigurationPart {}

/// What a button style receives: the button's label and role, and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button. A script's tap is instantaneous, so a button is
    /// never seen pressed: always false.
    public let isPressed: Bool

    package init(label: any View, role: ButtonRole?, isPressed: Bool = false) {
        self.label = Label(content: label)
        self.role = role
        self.isPressed = isPressed
    }
}

extension ButtonStyleConfiguration.Label: StyleConfigurationPart {}

/// The platform's button: on iOS, borderless outside a list (appearance).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// A button with the configuration's label, role and action.
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { configuredButton(configuration) }
}

/// A button with a border (appearance).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// A button with the configuration's label, role and action.
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { configuredButton(configuration) }
}

/// A filled, tinted button (appearance).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// A button with the configuration's label, role and action.
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View {
        configuredButton(configuration)
    }
}

/// A button drawn as its label, tinted (appearance).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// A button with the configuration's label, role and action.
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { configuredButton(configuration) }
}

/// A button drawn as its label, untinted (appearance).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// A button with the configuration's label, role and action.
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { configuredButton(configuration) }
}

/// What a built-in primitive style's body is: a button whose action is the configuration's
/// `trigger()`, so tapping it runs the styled button's action.
private func configuredButton(_ configuration: PrimitiveButtonStyleConfiguration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(role: configuration.role, action: configuration.trigger) { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

/// A button's role: `.destructive` and `.cancel` buttons look different; in an alert, `.cancel`
/// is the one that dismisses.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

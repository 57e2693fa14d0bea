import Foundation

/// SwiftUI's Apple Pay button (iOS 16, PassKit's SwiftUI overlay): `tap "Buy with Apple Pay"` runs
/// its action, as a user's tap does, so the app's own code (building a request, asking a
/// `PKPaymentAuthorizationController`) runs and meets a phone without Apple Pay (D19). The
/// button shows even so, as on a device with no card (it offers to set one up): its fallback is
/// never shown.
public struct PayWithApplePayButton<Fallback: View>: View {
    private let label: PayWithApplePayButtonLabel
    private let action: () -> Void

    public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void, @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.action = action
    }

    public var body: some View {
        ScriptedControl(kind: .button, name: "PayWithApplePayButton", label: Text(label.title), detail: "") { _ in action() }
    }
}

extension PayWithApplePayButton where Fallback == DefaultPayWithApplePayButtonFallback {
    public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) {
        self.init(label, action: action) { DefaultPayWithApplePayButtonFallback() }
    }
}

/// What an Apple Pay button shows where it cannot be shown: nothing, and never shown in a run.
public struct DefaultPayWithApplePayButtonFallback: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// What SwiftUI's Apple Pay button says: the words name it for a script.
public struct PayWithApplePayButtonLabel: Hashable, Sendable {
    let title: String

    public static let plain = PayWithApplePayButtonLabel(title: "Pay with Apple Pay")
    public static let buy = PayWithApplePayButtonLabel(title: "Buy with Apple Pay")
    public static let setUp = PayWithApplePayButtonLabel(title: "Set up Apple Pay")
    public static let book = PayWithApplePayButtonLabel(title: "Book with Apple Pay")
    public static let donate = PayWithApplePayButtonLabel(title: "Donate with Apple Pay")
    public static let checkout = PayWithApplePayButtonLabel(title: "Check out with Apple Pay")
    public static let subscribe = PayWithApplePayButtonLabel(title: "Subscribe with Apple Pay")
    public static let reload = PayWithApplePayButtonLabel(title: "Reload with Apple Pay")
    public static let addMoney = PayWithApplePayButtonLabel(title: "Add Money with Apple Pay")
    public static let topUp = PayWithApplePayButtonLabel(title: "Top Up with Apple Pay")
    public static let order = PayWithApplePayButtonLabel(title: "Order with Apple Pay")
    public static let rent = PayWithApplePayButtonLabel(title: "Rent with Apple Pay")
    public static let support = PayWithApplePayButtonLabel(title: "Support with Apple Pay")
    public static let contribute = PayWithApplePayButtonLabel(title: "Contribute with Apple Pay")
    public static let tip = PayWithApplePayButtonLabel(title: "Tip with Apple Pay")
    public static let `continue` = PayWithApplePayButtonLabel(title: "Continue with Apple Pay")
}

/// The Apple Pay button's colours: appearance only.
public struct PayWithApplePayButtonStyle: Hashable, Sendable {
    let name: String

    public static let automatic = PayWithApplePayButtonStyle(name: "automatic")
    public static let black = PayWithApplePayButtonStyle(name: "black")
    public static let white = PayWithApplePayButtonStyle(name: "white")
    public static let whiteOutline = PayWithApplePayButtonStyle(name: "whiteOutline")
}

/// SwiftUI's "Add to Apple Wallet" button (iOS 16): `tap "Add to Apple Wallet"` asks Wallet, as a
/// user's tap does. No pass a run holds can be added (none verifies, D19), so the sheet ends
/// unanswered and `onCompletion(false)`; the step says Wallet was asked.
public struct AddPassToWalletButton<Fallback: View>: View {
    private let passes: [PKPass]
    private let onCompletion: (Bool) -> Void

    public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {
        self.passes = passes
        self.onCompletion = onCompletion
    }

    public init(_ pass: PKPass, onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {
        self.init([pass], onCompletion: onCompletion, fallback: fallback)
    }

    public var body: some View {
        ScriptedControl(kind: .button, name: "AddPassToWalletButton", label: Text("Add to Apple Wallet"), detail: "") { _ in
            let count = passes.count
            Effects.record("AddPassToWalletButton asks Wallet to add \(count) pass\(count == 1 ? "" : "es") (nothing is added)")
            onCompletion(false)
        }
    }
}

extension AddPassToWalletButton where Fallback == DefaultAddPassToWalletButtonFallback {
    public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void) {
        self.init(passes, onCompletion: onCompletion) { DefaultAddPassToWalletButtonFallback() }
    }

    public init(_ pass: PKPass, onCompletion: @escaping (Bool) -> Void) {
        self.init([pass], onCompletion: onCompletion)
    }
}

/// What the Wallet button shows where it cannot be shown: nothing, and never shown in a run.
public struct DefaultAddPassToWalletButtonFallback: View {
    public init() {}
    public var body: some View { EmptyView() }
}

/// The Wallet button's colours: appearance only.
public struct AddPassToWalletButtonStyle: Hashable, Sendable {
    let name: String

    public static let black = AddPassToWalletButtonStyle(name: "black")
    public static let blackOutline = AddPassToWalletButtonStyle(name: "blackOutline")
}

extension View {
    /// The Apple Pay button's colours: appearance, recorded by nothing here.
    public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View { self }

    /// The Wallet button's colours: appearance, recorded by nothing here.
    public func addPassToWalletButtonStyle(_ style: AddPassToWalletButtonStyle) -> some View { self }
}

import Foundation

/// UIKit's Apple Pay button, titled as it reads so a script can tap it: `tap "Buy with Apple Pay"`
/// sends `touchUpInside` to its targets as a user's tap does, and the app's coordinator runs.
/// (Apple's draws the Apple Pay mark; here it is a `UIButton` titled with the words it shows.)
open class PKPaymentButton: UIButton, @unchecked Sendable {
    /// The button's corner radius: appearance, drawn by nothing here.
    open var cornerRadius: CGFloat = 4

    public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
        super.init(frame: .zero)
        setTitle(type.title, for: .normal)
    }

    public required init?(coder: NSCoder) { nil }
}

/// What an Apple Pay button says, with PassKit's numbers (`PKPaymentButtonType`).
public enum PKPaymentButtonType: Int, Sendable {
    case plain, buy, setUp, inStore, donate, checkout, book, subscribe, reload, addMoney, topUp, order, rent, support, contribute, tip
    case `continue`

    /// The words the button shows, so a script names it as a user reads it.
    var title: String {
        switch self {
        case .plain, .inStore: "Pay with Apple Pay"
        case .buy: "Buy with Apple Pay"
        case .setUp: "Set up Apple Pay"
        case .donate: "Donate with Apple Pay"
        case .checkout: "Check out with Apple Pay"
        case .book: "Book with Apple Pay"
        case .subscribe: "Subscribe with Apple Pay"
        case .reload: "Reload with Apple Pay"
        case .addMoney: "Add Money with Apple Pay"
        case .topUp: "Top Up with Apple Pay"
        case .order: "Order with Apple Pay"
        case .rent: "Rent with Apple Pay"
        case .support: "Support with Apple Pay"
        case .contribute: "Contribute with Apple Pay"
        case .tip: "Tip with Apple Pay"
        case .continue: "Continue with Apple Pay"
        }
    }
}

/// An Apple Pay button's colours, with PassKit's numbers: appearance only.
public enum PKPaymentButtonStyle: Int, Sendable {
    case white, whiteOutline, black, automatic
}

/// UIKit's "Add to Apple Wallet" button, titled as it reads so a script can tap it:
/// `tap "Add to Apple Wallet"` sends `touchUpInside` to its targets, as a user's tap does.
open class PKAddPassButton: UIButton, @unchecked Sendable {
    /// The button's colours: appearance, drawn by nothing here.
    open var addPassButtonStyle: PKAddPassButtonStyle

    public init(addPassButtonStyle style: PKAddPassButtonStyle) {
        addPassButtonStyle = style
        super.init(frame: .zero)
        setTitle("Add to Apple Wallet", for: .normal)
    }

    public required init?(coder: NSCoder) { nil }
}

/// An "Add to Apple Wallet" button's colours, with PassKit's numbers: appearance only.
public enum PKAddPassButtonStyle: Int, Sendable {
    case black, blackOutline
}

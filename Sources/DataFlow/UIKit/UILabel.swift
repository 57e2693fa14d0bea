import Foundation

/// UIKit's label, the commonest view apps make in `makeUIView`: its text and style are kept
/// for the app to read back; nothing is drawn (the representable's screen line stands for it).
open class UILabel: UIView, @unchecked Sendable {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How a line of text is aligned, as UIKit names it.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Where a line that does not fit is cut, as UIKit names it.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

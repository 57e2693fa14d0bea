import Foundation

/// UIKit's button: `tap "<title>"` sends `touchDown`, `touchUpInside` and
/// `primaryActionTriggered`, as a finger lifted inside it does. Its title names it (the
/// configuration's, else the one set for the normal state), or the representable's name when
/// it has none. A button that shows a menu as its primary action offers the menu's actions
/// instead, each a button named by its title.
open class UIButton: UIControl, @unchecked Sendable {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public let buttonType: ButtonType
    open var configuration: Configuration?
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            if configuration.title == nil { self.configuration?.title = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }

    override package var scriptTitle: String? {
        configuration?.title ?? currentTitle ?? attributedTitle(for: .normal)?.string
    }

    override package func ownControls(label: String) -> [ControlHandle] {
        if showsMenuAsPrimaryAction, let menu {
            return menu.allActions.filter { !$0.attributes.contains(.hidden) }.map { action in
                handle(.button, action.title.isEmpty ? label : action.title) { control, _ in
                    action.sender = control
                    action.handler(action)
                    control.sendActions(for: .menuActionTriggered)
                }
            }
        }
        return [
            handle(.button, label) { control, _ in
                guard let button = control as? UIButton else { return }
                if button.changesSelectionAsPrimaryAction { button.isSelected.toggle() }
                button.sendActions(for: .touchDown)
                button.sendActions(for: .touchUpInside)
                button.sendActions(for: .primaryActionTriggered)
            }
        ]
    }
}

extension UIButton {
    /// How a button looks (iOS 15), with iOS 26's glass styles: kept, drawn by nothing.
    public struct Configuration: Hashable, Sendable {
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        let style: String
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets()
        public var showsActivityIndicator = false

        init(style: String) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
        public static func glass() -> Configuration { Configuration(style: "glass") }
        public static func prominentGlass() -> Configuration { Configuration(style: "prominentGlass") }
        public static func clearGlass() -> Configuration { Configuration(style: "clearGlass") }
        public static func prominentClearGlass() -> Configuration { Configuration(style: "prominentClearGlass") }
    }
}

/// An edge of a rectangle by leading and trailing, for where a button's image goes.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

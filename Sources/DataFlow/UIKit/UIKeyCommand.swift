import Foundation

// Commands a responder offers a menu bar or a hardware keyboard (`override var keyCommands`,
// `addKeyCommand(_:)`): an iPhone run has neither, so they are kept for the app to read back
// and none is ever sent. `.keyboardShortcut` is SwiftUI's way to the same shortcuts.

/// The modifier keys held with a key command's key.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// Another action a command sends when other modifier keys are held (a menu item's alternate).
open class UICommandAlternate: @unchecked Sendable {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}

/// A menu command that sends its selector along the responder chain (iOS 13), where `UIAction`
/// runs a closure: kept with its title, selector and state; no menu bar sends it here.
open class UICommand: UIMenuElement, @unchecked Sendable {
    public let action: Selector
    public let propertyList: Any?
    public let alternates: [UICommandAlternate]
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The image shown while its state is on (iOS 17).
    open var selectedImage: UIImage?

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, action: Selector,
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
}

/// A shortcut from a hardware keyboard: a key, the modifiers held with it, and the selector it
/// sends (`UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))`). A run
/// has no keyboard, so none is pressed; a script taps the control the shortcut stands for.
open class UIKeyCommand: UICommand, @unchecked Sendable {
    /// The key: a character, or one of the `input…` names of the keys without one.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    // The names of keys that type no character, as `input` holds them.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"
}

/// What the user does, as a script says it.
///
/// Each action has one spelling, shared by the command line's `--script`, experiments and the
/// transcript: `tap "Save"`, `toggle "Wi-Fi"`, `type "First name" "Tim"`, `tap-gesture "Circle" 2`
/// (see `ScriptAction.parse(_:)` and `dataflow help script`).
public enum ScriptAction: Equatable, Codable, Sendable {
    /// Tap the `occurrence`-th button or navigation link (from 1, in screen order) labelled `label`.
    case tap(String, occurrence: Int = 1)
    /// Flip the `occurrence`-th toggle whose label is `label`.
    case toggle(String, occurrence: Int = 1)
    /// Replace the text of the text (or secure) field titled `field` with `text`.
    case type(String, String)
    /// Tap the `occurrence`-th view with `.onTapGesture` whose text (or kind, `Circle`) is `target`.
    case tapGesture(String, occurrence: Int = 1)
    /// Choose the option whose label is `option` in the picker labelled `picker`.
    case pick(String, String)
    /// Tap the + of the stepper labelled `label`.
    case increment(String, occurrence: Int = 1)
    /// Tap the − of the stepper labelled `label`.
    case decrement(String, occurrence: Int = 1)
    /// Drag the slider labelled `label` to `value`.
    case slide(String, Double)
    /// Swipe to delete the list row that shows `row` (a ForEach with `.onDelete`).
    case delete(String, occurrence: Int = 1)
    /// Drag the list row that shows `row` to offset `to` (a ForEach with `.onMove`), as SwiftUI
    /// reports it: the row is inserted before the row at `to` in the old order.
    case move(String, to: Int)
    /// Select the tab whose item shows `label`.
    case selectTab(String)
    /// Tap the row that shows `row` in a list with a selection.
    case select(String)
    /// Go back: pop the top view of the topmost navigation stack.
    case back
    /// Dismiss the topmost sheet or full-screen cover, as a swipe down would.
    case dismiss
    /// Let the oldest suspended `await` in a task go on (`Task.sleep`), or the one whose
    /// description contains `label`.
    case resume(String? = nil)
    /// Press Return in the text field titled `field`: its `onCommit`, then the `.onSubmit`
    /// actions around it, run; the field then gives up focus.
    case submit(String)
    /// Put the focus in the field titled `field` (`@FocusState` with `.focused`).
    case focus(String)
    /// Type `text` into the search field of `.searchable`.
    case search(String)
    /// Pull to refresh: run the `.refreshable` action of the list on screen.
    case refresh
    /// Let `seconds` pass on the run's clock: timers fire, in order.
    case wait(Double)
    /// Drag the `occurrence`-th view with a drag gesture that shows `target` by (`dx`, `dy`) points.
    case drag(String, dx: Double, dy: Double, occurrence: Int = 1)
    /// Press and hold the `occurrence`-th view with a long-press gesture that shows `target`.
    case longPress(String, occurrence: Int = 1)
    /// Choose `count` photos in the photos picker labelled `label` (PhotosUI): deterministic
    /// images, the same on every run.
    case pickPhotos(String, count: Int)
    /// Scroll the list or scroll view on screen by `screens` of its visible height (§33).
    case scroll(ScrollDirection, screens: Int = 1)
    /// Scroll down the list or scroll view on screen, a screen at a time, until a row showing
    /// `text` is on screen (§33).
    case scrollTo(String)
    /// Close the app's window: every view on screen disappears, its tasks are cancelled, and the
    /// run ends (nothing can be played after it).
    case close
}

/// Which way a script scrolls.
public enum ScrollDirection: String, Codable, Sendable, CaseIterable {
    case down
    case up
}

extension ScriptAction {
    /// How an error names the control the action looks for: `"Save"`, `option "Mint" of "Flavor"`.
    var targetDescription: String {
        switch self {
        case .pick(let picker, let option): "with an option \(quote(option)) labelled \(quote(picker))"
        default: selector.map { "labelled " + quote($0.label) } ?? ""
        }
    }

    /// Whether a control labelled `controlLabel` answers to `label`: the same text, or for
    /// `resume` a part of the suspended await's description.
    /// Whether a control's label is the one the script names. Any space matches any space: a
    /// formatter's narrow no-break space (`6:13 AM` with U+202F, as iOS 17 formats times) is
    /// typed as a plain one.
    func matches(_ controlLabel: String, _ label: String) -> Bool {
        let shown = Self.plainSpaces(controlLabel), named = Self.plainSpaces(label)
        if case .resume = self { return shown.contains(named) }
        // A picker whose options are any value of a form (a calendar's days) names its option
        // by a placeholder, `<yyyy-MM-dd>`: any option matches it.
        if let separator = shown.firstIndex(of: "\u{1F}"), shown[shown.index(after: separator)...].hasPrefix("<"), shown.hasSuffix(">") {
            return named.hasPrefix(shown[...separator])
        }
        return shown == named
    }

    /// Whether `label` is the first words of the control's label (`"Apollo 11"` names
    /// `"Apollo 11 16 Jul 1969"`, a row whose label is its title and its date), or its first part
    /// (`"V60"` names `"V60, Starter recipe"`, a row whose children's labels are combined).
    func matchesLeadingWords(_ controlLabel: String, _ label: String) -> Bool {
        let shown = Self.plainSpaces(controlLabel), named = Self.plainSpaces(label)
        return !named.isEmpty && (shown.hasPrefix(named + " ") || shown.hasPrefix(named + ","))
    }

    private static func plainSpaces(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != " " && $0.properties.generalCategory == .spaceSeparator }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .spaceSeparator ? " " : $0 }))
    }
}

/// A string as the script grammar and the transcripts write it (`String.quotedLiteral`).
package func quote(_ text: String) -> String { text.quotedLiteral }

import Testing

@testable import DataFlow

/// A keyboard shortcut is a value an app builds and reads back (the shortcut itself is accepted).
@Suite struct KeyboardShortcutValueTests {
    @Test func aShortcutKeepsItsKeyModifiersAndLocalization() {
        let save = KeyboardShortcut("s", modifiers: [.command, .shift])
        #expect(save.key == KeyEquivalent("s"))
        #expect(save.modifiers == [.command, .shift])
        #expect(save.localization == .automatic)
        #expect(KeyboardShortcut("n").modifiers == .command)
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut.defaultAction.modifiers.isEmpty)
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut("x", localization: .withoutMirroring).localization == .withoutMirroring)
        #expect(EventModifiers.all.contains([.capsLock, .numericPad, .function, .command]))
    }
}

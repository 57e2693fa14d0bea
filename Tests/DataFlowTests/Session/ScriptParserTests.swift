import Testing

@testable import DataFlow

/// The script grammar: what parses, what each action prints as, and where errors point.
@Suite struct ScriptParserTests {
    /// Each verb is declared once, for reading and writing: every action reads back as itself.
    @Test func everyActionReadsBackFromHowItIsWritten() throws {
        let actions: [ScriptAction] = [
            .tap("Save", occurrence: 2), .toggle("Wi-Fi"), .type("Name", "Tim \"T\"\n"), .tapGesture("Circle", occurrence: 3),
            .pick("Flavor", "Vanilla"), .increment("Count", occurrence: 2), .decrement("Count"), .slide("Volume", 0.25),
            .delete("Milk", occurrence: 2), .move("Eggs", to: 0), .selectTab("Settings"), .select("Row"), .back, .dismiss,
            .resume(), .resume("Task.sleep"), .submit("Name"), .focus("Name"), .search("mi"), .refresh, .wait(1.5),
            .drag("Card", dx: 10, dy: -4.5, occurrence: 2), .drag("Card", dx: 1, dy: 0), .longPress("Card", occurrence: 2), .close,
        ]
        for action in actions {
            #expect(try ScriptAction.parse(action.description) == [action], "\(action.description)")
        }
        #expect(ScriptAction.drag("Card", dx: 10, dy: -4.5, occurrence: 2).description == "drag \"Card\" 10 -4.5 2")
    }

    @Test func actionsSplitAtSemicolonsAndLines() throws {
        let script = """
            tap "Save"; toggle "Wi-Fi"
            type "First name" "Tim"   # a comment
            tap-gesture "Circle" 2
            """
        #expect(
            try ScriptAction.parse(script) == [
                .tap("Save"), .toggle("Wi-Fi"), .type("First name", "Tim"), .tapGesture("Circle", occurrence: 2),
            ])
        #expect(try ScriptAction.parse("  ;\n# nothing\n") == [])
    }

    @Test func quotedStringsKeepSpacesSemicolonsAndEscapes() throws {
        #expect(try ScriptAction.parse(#"tap "a; b # c""#) == [.tap("a; b # c")])
        #expect(try ScriptAction.parse(#"type "Note" "say \"hi\"\\n""#) == [.type("Note", "say \"hi\"\\n")])
    }

    @Test(arguments: [
        ScriptAction.tap("SWITCH"), .tap("OK", occurrence: 3), .toggle("A \"quoted\" label"),
        .type("First name", "Tim"), .tapGesture("Circle", occurrence: 2), .tapGesture("Rectangle"),
        .pick("Flavor", "Mint"), .increment("Count: 1"), .decrement("Count: 1", occurrence: 2), .slide("Volume", 0.25),
        .slide("Volume", 40), .delete("Milk"), .move("Milk", to: 0), .selectTab("Settings"), .select("Milk"), .back, .dismiss, .resume(),
        .resume("Task.sleep"),
    ])
    func everyActionPrintsInTheGrammarItParsesFrom(action: ScriptAction) throws {
        #expect(try ScriptAction.parse(action.description) == [action])
    }

    @Test func descriptionsAreTheScriptWords() {
        #expect(ScriptAction.tap("SWITCH").description == "tap \"SWITCH\"")
        #expect(ScriptAction.type("First name", "Tim").description == "type \"First name\" \"Tim\"")
        #expect(ScriptAction.tapGesture("Circle", occurrence: 2).description == "tap-gesture \"Circle\" 2")
    }

    @Test func errorsNameTheProblemAndItsPosition() {
        // The grammar's one table, in its order.
        let verbs = ScriptAction.verbs.joined(separator: ", ")
        #expect(ScriptAction.verbs.count == Set(ScriptAction.verbs).count)
        #expect(["tap", "pick-photos", "scroll-to", "close"].allSatisfy(ScriptAction.verbs.contains))
        #expect(throws: ScriptSyntaxError(message: "unknown action 'tapp'. Did you mean 'tap'? (actions: \(verbs))", line: 2, column: 3)) {
            try ScriptAction.parse("tap \"A\"\n  tapp \"B\"")
        }
        #expect(throws: ScriptSyntaxError(message: "unterminated string: add the closing \"", line: 1, column: 5)) {
            try ScriptAction.parse("tap \"Save")
        }
        #expect(throws: ScriptSyntaxError(message: "a label or text is quoted; tap takes: tap \"<label>\" [<n>]", line: 1, column: 5)) {
            try ScriptAction.parse("tap Save")
        }
        #expect(
            throws: ScriptSyntaxError(
                message: "the occurrence is a whole number from 1; tap-gesture takes: tap-gesture \"<target>\" [<n>]", line: 1, column: 22)
        ) {
            try ScriptAction.parse("tap-gesture \"Circle\" 0")
        }
        #expect(throws: ScriptSyntaxError(message: "missing arguments; type takes: type \"<field>\" \"<text>\"", line: 1, column: 1)) {
            try ScriptAction.parse("type \"Name\"")
        }
        #expect(throws: ScriptSyntaxError(message: "too many arguments; back takes: back", line: 1, column: 6)) {
            try ScriptAction.parse("back \"x\"")
        }
        #expect(
            throws: ScriptSyntaxError(
                message: "expected a finite number here (such as 0.5); slide takes: slide \"<slider>\" <value>", line: 1, column: 16)
        ) {
            try ScriptAction.parse("slide \"Volume\" \"loud\"")
        }
        for value in ["nan", "inf", "-inf", "1e999"] {
            #expect(
                throws: ScriptSyntaxError(
                    message: "expected a finite number here (such as 0.5); slide takes: slide \"<slider>\" <value>", line: 1, column: 16)
            ) {
                try ScriptAction.parse("slide \"Volume\" \(value)")
            }
        }
    }

    /// Issue 20, items 14 and 19: Windows line endings, and labels with control characters
    /// written so that they reach no terminal raw and read back as they were.
    @Test func crlfScriptsAndControlCharactersRoundTrip() throws {
        #expect(try ScriptAction.parse("tap \"A\"\r\ntap \"B\"\r\n") == [.tap("A"), .tap("B")])
        let label = "bell\u{07} esc\u{1B}[31m cr\r del\u{7F}"
        let written = ScriptAction.tap(label).description
        #expect(written == "tap \"bell\\u{7} esc\\u{1B}[31m cr\\r del\\u{7F}\"")
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(try ScriptAction.parse(written) == [.tap(label)])
        #expect(
            throws: ScriptSyntaxError(message: "invalid \\u{…} escape: expected hex digits of a Unicode scalar, e.g. \\u{1B}", line: 1, column: 6)
        ) {
            try ScriptAction.parse("tap \"\\u{zz}\"")
        }
    }

    @Test func suggestionsAreOnlyForCloseNames() {
        #expect(closest(to: "rn", among: ["list", "run"]) == "run")
        #expect(closest(to: "zzzzzz", among: ["list", "run"]) == nil)
    }
}

/// A verb is declared once, in the grammar's table: what it operates, how it names its control,
/// and how the controls list spells a control of each kind all come from there (issue 33).
@Suite struct ScriptGrammarTests {
    @Test func everyKindOfControlIsListedAsTheActionThatOperatesIt() {
        let expected: [ControlKind: String] = [
            .button: #"tap "L""#, .link: #"tap "L""#, .toggle: #"toggle "L""#, .textField: #"type "L" "…""#,
            .tapGesture: #"tap-gesture "L""#, .stepper: #"increment|decrement "L""#, .slider: #"slide "L" <value>"#,
            .deletableRow: #"delete "L""#, .movableRow: #"move "L" <offset>"#, .tab: #"select-tab "L""#,
            .selectableRow: #"select "L""#, .back: "back", .dismiss: "dismiss", .suspendedTask: #"resume "L""#,
            .focusable: #"focus "L""#, .searchField: #"search "…""#, .refreshable: "refresh",
            .draggable: #"drag "L" <dx> <dy>"#, .longPressable: #"long-press "L""#,
            .picker: #"pick "P" "O""#, .photosPicker: #"pick-photos "L" <count>"#,
        ]
        #expect(Set(expected.keys) == Set(ControlKind.allCases), "every kind has a listing")
        for (kind, spelling) in expected {
            let label = kind == .picker ? ScriptAction.pickerLabel("P", "O") : "L"
            #expect(ScriptAction.spelling(of: kind, label: label, occurrence: 1) == spelling, "\(kind)")
        }
        #expect(ScriptAction.spelling(of: .button, label: "L", occurrence: 2) == #"tap "L" 2"#)
        #expect(ScriptAction.spelling(of: .draggable, label: "L", occurrence: 3) == #"drag "L" <dx> <dy> 3"#)
    }

    @Test func anActionNamesItsControlAsItsVerbDeclares() {
        #expect(ScriptAction.tap("Save", occurrence: 2).selector! == ("Save", 2))
        #expect(ScriptAction.type("Name", "Ann").selector! == ("Name", 1))
        #expect(ScriptAction.drag("Card", dx: 1, dy: 2, occurrence: 3).selector! == ("Card", 3))
        #expect(ScriptAction.pick("Flavor", "Mint").selector! == (ScriptAction.pickerLabel("Flavor", "Mint"), 1))
        #expect(ScriptAction.resume("sleep").selector! == ("sleep", 1))
        for unnamed: ScriptAction in [.search("milk"), .resume(nil), .back, .dismiss, .refresh, .wait(1), .close] {
            #expect(unnamed.selector == nil, "\(unnamed)")
        }
        #expect(ScriptAction.submit("Email").controlKinds == [.textField])
        #expect(ScriptAction.wait(1).controlKinds.isEmpty)
    }
}

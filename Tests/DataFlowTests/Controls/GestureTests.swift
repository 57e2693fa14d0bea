import DataFlow
import Testing

/// A card picked up by a long press and then dragged (a sequence), a tile that a tap or a long
/// press flips (exclusive), and a photo a tap marks where it landed (spatial).
fileprivate struct Composed: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Card")
                .gesture(
                    LongPressGesture().sequenced(before: DragGesture())
                        .onEnded { value in
                            switch value {
                            case .second(true, let drag?): log.append("moved \(Int(drag.translation.width))")
                            default: log.append("picked up")
                            }
                        })
            Text("Tile")
                .gesture(
                    TapGesture().onEnded { log.append("tapped") }
                        .exclusively(before: LongPressGesture().onEnded { _ in log.append("held") }))
            Text("Photo")
                .gesture(SpatialTapGesture().onEnded { value in log.append("at \(Int(value.location.x))") })
            Text(log.joined(separator: ", "))
        }
    }
}

/// §25: a scripted drag is onChanged with the translation, then onEnded; @GestureState resets.
@Suite struct GestureTests {
    fileprivate struct Card: View {
        @State var offset = CGSize.zero
        @State var removed = 0
        @GestureState var pressing = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text("Card")
                    .offset(offset)
                    .gesture(
                        DragGesture()
                            .updating($pressing) { _, state, _ in state = true }
                            .onChanged { value in
                                offset = value.translation
                                log.append("changed \(value.translation.width)")
                            }
                            .onEnded { value in
                                log.append("ended")
                                if abs(value.translation.width) > 100 { removed += 1 }
                                offset = .zero
                            }
                    )
                Text("removed \(removed), pressing \(pressing)")
                Text("Hold").onLongPressGesture { log.append("long press") }
                Text("Press").onLongPressGesture(minimumDuration: 1, pressing: { log.append("pressing \($0)") }) { log.append("pressed") }
                Text(log.joined(separator: ", "))
            }
        }
    }

    @Test func aDragChangesThenEndsAndTheGestureStateResets() {
        let harness = Harness(Card())
        harness.play(.drag("Card", dx: 150, dy: 0))
        #expect(harness.screen.contains("  Text \"removed 1, pressing false\""))
        #expect(harness.screen.contains("  Text \"changed 150.0, ended\""))
        // Back at zero offset: the effect is at its identity value, so not shown.
        #expect(harness.screen.contains("  Text \"Card\""))
        harness.play(.drag("Card", dx: 20, dy: 5))
        #expect(harness.screen.contains("  Text \"removed 1, pressing false\""))
    }

    /// `isEnabled: false` turns a gesture off: the view is no gesture's target.
    @Test func aDisabledGestureCannotBePerformed() throws {
        struct Toggled: View {
            @State private var on = false
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("Target").gesture(TapGesture().onEnded { taps += 1 }, isEnabled: on)
                    Text("taps \(taps)")
                    Button("Enable") { on = true }
                }
            }
        }
        let session = Session(Toggled())
        #expect(throws: ScriptFailure.self) { try session.play(.tapGesture("Target")) }
        try session.tap("Enable")
        try session.play(.tapGesture("Target"))
        #expect(session.screen.contains("  Text \"taps 1\""))
    }

    @Test func aLongPressRunsItsAction() {
        let harness = Harness(Card())
        harness.play(.longPress("Hold"))
        #expect(harness.screen.contains("  Text \"long press\""))
    }

    /// The iOS 13 form's `pressing:` callback brackets the action: down, the action, up.
    @Test func aLongPressTellsItsPressingCallbackDownAndUp() {
        let harness = Harness(Card())
        harness.play(.longPress("Press"))
        #expect(harness.screen.last?.hasSuffix("Text \"pressing true, pressed, pressing false\"") == true)
    }

    @Test func scriptsNameGesturesInTheGrammar() throws {
        #expect(
            try ScriptAction.parse("drag \"Card\" 120 -4; long-press \"Hold\" 2") == [
                .drag("Card", dx: 120, dy: -4), .longPress("Hold", occurrence: 2),
            ])
        #expect(ScriptAction.drag("Card", dx: 120, dy: -4).description == "drag \"Card\" 120 -4")
    }

    /// A sequence completes its first gesture before the script's drag; an exclusive pair gives
    /// the script's gesture to the part of its kind.
    @Test func composedGesturesRouteTheScriptsGestureToTheirParts() throws {
        let session = Session(Composed())
        try session.play(.drag("Card", dx: 40, dy: 0))
        try session.play(.tapGesture("Tile"))
        try session.play(.longPress("Tile"))
        let step = try session.play(.tapGesture("Photo"))
        #expect(step.screen.contains("  Text \"moved 40, tapped, held, at 0\""))
    }
}

/// A gesture attached only while the photo is zoomed, as apps write it: `zoomed ? drag : nil`.
private struct Lightbox: View {
    @State private var zoomed = false
    @State private var moved = 0.0
    var body: some View {
        VStack {
            Text("Photo")
                .gesture(zoomed ? DragGesture().onEnded { moved = $0.translation.width } : nil)
            Text("moved \(Int(moved))")
            Toggle("Zoom", isOn: $zoomed)
        }
    }
}

/// iOS 13's optional gesture: nil is no gesture, so nothing can be dragged until there is one.
@Suite struct OptionalGestureTests {
    @Test func aNilGestureIsNoGestureAndAGestureIsOneAgain() {
        let harness = Harness(Lightbox())
        var draggable: [String] { harness.graph.controls().filter { $0.kind == .draggable }.map(\.scriptName) }
        #expect(draggable.isEmpty)
        harness.toggle("Zoom")
        #expect(draggable == ["drag \"Photo\" <dx> <dy>"])
        harness.play(.drag("Photo", dx: 60, dy: 0))
        #expect(harness.screen.contains("  Text \"moved 60\""))
    }
}

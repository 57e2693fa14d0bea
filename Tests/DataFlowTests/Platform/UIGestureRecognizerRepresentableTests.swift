import DataFlow
import Foundation
import Testing

/// What the representable saw, in order (a class: the representable is made anew by each body).
private final class Journal {
    var calls: [String] = []
}

/// A tap recognizer whose action counts taps through a binding, noting each call SwiftUI makes.
private struct Tapper: UIGestureRecognizerRepresentable {
    @Binding var taps: Int
    let journal: Journal

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        journal.calls.append("makeCoordinator")
        return Coordinator()
    }
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        journal.calls.append("make \(taps)")
        context.coordinator.made += 1
        return UITapGestureRecognizer()
    }
    func updateUIGestureRecognizer(_ recognizer: UITapGestureRecognizer, context: Context) {
        journal.calls.append("update \(taps) coordinator made \(context.coordinator.made)")
    }
    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        let converter = context.converter
        let place = converter.localLocation == .zero && converter.localTranslation == nil ? "at the origin" : "elsewhere"
        journal.calls.append("handle \(taps) \(recognizer.state) \(place)")
        taps += 1
    }

    final class Coordinator {
        var made = 0
    }
}

private struct TapScreen: View {
    @State private var taps = 0
    @State private var other = 0
    @State private var shown = true
    let journal: Journal
    var body: some View {
        VStack {
            Text("taps \(taps)")
            if shown { Text("Card").gesture(Tapper(taps: $taps, journal: journal)) }
            Button("Other \(other)") { other += 1 }
            Button("Hide") { shown = false }
        }
    }
}

/// A pan recognizer with SwiftUI's default coordinator and update: only its action is its own.
private struct Pad: UIGestureRecognizerRepresentable {
    let journal: Journal

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        let converter = context.converter
        let at = "\(Int(converter.localLocation.x)),\(Int(converter.localLocation.y))"
        let moved = converter.localTranslation.map { "\(Int($0.x)),\(Int($0.y))" } ?? "none"
        let speed = converter.localVelocity.map { "\(Int($0.x)),\(Int($0.y))" } ?? "none"
        journal.calls.append("\(recognizer.state) at \(at) moved \(moved) speed \(speed)")
    }
}

/// A long press whose representable reads the environment at its place.
private struct Press: UIGestureRecognizerRepresentable {
    @Environment(\.colorScheme) private var colorScheme
    let journal: Journal

    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        journal.calls.append("make in \(colorScheme)")
        return UILongPressGestureRecognizer()
    }
    func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
        journal.calls.append("\(recognizer.state) in \(colorScheme)")
    }
}

/// A swipe: made and updated, and no script can make its gesture.
private struct Flick: UIGestureRecognizerRepresentable {
    let journal: Journal

    func makeUIGestureRecognizer(context: Context) -> UISwipeGestureRecognizer {
        journal.calls.append("make")
        return UISwipeGestureRecognizer()
    }
    func handleUIGestureRecognizerAction(_ recognizer: UISwipeGestureRecognizer, context: Context) {
        journal.calls.append("handle")
    }
}

private struct Gestures: View {
    let journal: Journal
    var body: some View {
        VStack {
            Text("Pad").gesture(Pad(journal: journal))
            Text("Press").gesture(Press(journal: journal))
            Text("Flick").gesture(Flick(journal: journal))
        }
        .environment(\.colorScheme, .dark)
    }
}

/// §32 for a UIKit gesture recognizer on a SwiftUI view (iOS 18's `.gesture(_:)`): its coordinator
/// is made first, then the recognizer, then its update, once for the view's life; each later body
/// in its place updates it, and a gesture a script makes on the view sends its action.
@Suite struct UIGestureRecognizerRepresentableTests {
    @Test func theCoordinatorIsMadeFirstThenTheRecognizerThenItsUpdateAndATapSendsTheAction() throws {
        let journal = Journal()
        let session = Session(TapScreen(journal: journal))
        #expect(journal.calls == ["makeCoordinator", "make 0", "update 0 coordinator made 1"])
        #expect(session.controls.contains("tap-gesture \"Card\""))
        // The recognizer shows under the view it is attached to, as UIKit's (§32).
        let card = try #require(session.screen.firstIndex(of: "  Text \"Card\""))
        #expect(session.screen.dropFirst(card + 1).first == "    Tapper (UIKit UITapGestureRecognizer)")
        journal.calls = []
        // The action runs with the representable of the last update; its write re-runs the body,
        // whose new representable (its binding's value changed, §5) updates the same recognizer.
        let step = try session.play(.tapGesture("Card"))
        #expect(journal.calls == ["handle 0 ended at the origin", "update 1 coordinator made 1"])
        #expect(step.screen.contains { $0.contains("Text \"taps 1\"") })
        #expect(step.ranViews.contains("Tapper"))
        journal.calls = []
        // Equal inputs (the same binding's same value, the same journal) skip the update, as a
        // body is skipped.
        let other = try session.tap("Other 0")
        #expect(journal.calls.isEmpty)
        #expect(other.skipped.map(\.view).contains("Tapper"))
        try session.tap("Hide")
        #expect(journal.calls.isEmpty)
        #expect(!session.controls.contains("tap-gesture \"Card\""))
        #expect(!session.screen.contains { $0.contains("UITapGestureRecognizer") })
    }

    @Test func aDragGoesThroughAPansStatesWithItsTranslationAndTheDefaultsStandIn() throws {
        let journal = Journal()
        let session = Session(Gestures(journal: journal))
        journal.calls = []
        try session.play(.drag("Pad", dx: 120, dy: 0))
        #expect(
            journal.calls == [
                "began at 0,0 moved 0,0 speed 0,0", "changed at 120,0 moved 120,0 speed 0,0", "ended at 120,0 moved 120,0 speed 0,0",
            ])
    }

    @Test func theRepresentableReadsTheEnvironmentAtItsPlace() throws {
        let journal = Journal()
        let session = Session(Gestures(journal: journal))
        #expect(journal.calls.contains("make in dark"))
        #expect(session.mount.warnings.isEmpty)
        journal.calls = []
        try session.play(.longPress("Press"))
        #expect(journal.calls == ["began in dark", "ended in dark"])
    }

    @Test func aSwipeIsMadeAndNoScriptCanMakeIt() {
        let journal = Journal()
        let session = Session(Gestures(journal: journal))
        #expect(journal.calls.filter { $0 == "make" }.count == 1)
        #expect(!session.controls.contains { $0.contains("\"Flick\"") })
        #expect(!journal.calls.contains("handle"))
    }
}

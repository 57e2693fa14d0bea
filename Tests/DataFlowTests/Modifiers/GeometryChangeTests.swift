import DataFlow
import Foundation
import Testing

/// `onGeometryChange` runs once for the first value and then on each change; a value that swings
/// back within one update stops it with SwiftUI's warning; `onScrollGeometryChange` runs only on a
/// change (§11, issue 31).
@Suite struct GeometryChangeTests {
    struct MeasuredWidth: View {
        @State private var width: CGFloat = 0
        var body: some View {
            Text("width: \(Int(width))")
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: {
                    width = $0
                }
        }
    }

    @Test func theActionRunsOnceForTheFirstValueAfterTheUpdate() {
        let harness = Harness(MeasuredWidth())
        #expect(harness.mount.actions == ["onGeometryChange(for: CGFloat) action of GeometryChangeTests.MeasuredWidth: 393.0"])
        #expect(
            harness.mount.ran == [
                "GeometryChangeTests.MeasuredWidth: @self, @identity, _width changed.", "GeometryChangeTests.MeasuredWidth: _width changed.",
            ])
        #expect(harness.screen.contains { $0.hasSuffix("Text \"width: 393\"") })
    }

    struct OldAndNew: View {
        @State private var threshold: CGFloat = 500
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ", "))
                Button("Lower") { threshold = 300 }
            }
            .onGeometryChange(for: Bool.self) {
                $0.size.width > threshold
            } action: { old, new in
                log.append("\(old)→\(new)")
            }
        }
    }

    @Test func theTwoValueFormGetsTheFirstValueAsBothThenEachChange() {
        let harness = Harness(OldAndNew())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"false→false\"") })
        harness.tap("Lower")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"false→false, false→true\"") })
    }

    /// The classic loop: the layout a value chooses gives the other value.
    struct Compact: View {
        @State private var compact = false
        var body: some View {
            Text(compact ? "compact" : "regular")
                .onGeometryChange(for: Bool.self) {
                    $0.size.width < (compact ? 400 : 300)
                } action: { isNarrow in
                    compact = !isNarrow
                }
        }
    }

    @Test func aValueThatSwingsBackWithinAnUpdateStopsTheActionWithSwiftUIsWarning() {
        let harness = Harness(Compact())
        #expect(harness.mount.swiftUIWarnings == ["Geometry action is cycling between duplicate values."])
        #expect(harness.mount.actions.count == 2, "false, then true; the third value, false again, is stopped")
    }

    struct Header: View {
        @State private var offset: CGFloat = 100
        @State private var changes = 0
        var body: some View {
            ScrollView {
                Text("changes: \(changes)")
                Button("Move") { offset = -1 }
            }
            .onScrollGeometryChange(for: Bool.self) {
                $0.contentOffset.y > offset
            } action: { _, _ in
                changes += 1
            }
        }
    }

    @Test func aScrollGeometryActionRunsOnlyWhenItsValueChanges() {
        let harness = Harness(Header())
        #expect(harness.mount.actions.isEmpty, "not known to run for the first value: run only on a change")
        harness.tap("Move")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"changes: 1\"") })
    }
}

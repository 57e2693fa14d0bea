import DataFlow
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

/// A custom layout as apps write one: its content is mounted; its methods never run here.
private struct FlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Switching: View {
    @State private var vertical = false
    let erased: Bool
    var body: some View {
        VStack {
            Button("Switch") { vertical.toggle() }
            if erased {
                let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                layout { Counter() }
            } else if vertical {
                VStackLayout { Counter() }
            } else {
                HStackLayout { Counter() }
            }
            FlowLayout { Text("a") }
        }
    }
}

@Suite struct LayoutTests {
    @Test func aCustomLayoutsContentIsMountedUnderItsName() {
        let harness = Harness(Switching(erased: true))
        #expect(harness.screen.contains("  FlowLayout"), "\(harness.screen)")
        #expect(harness.screen.contains("    Text \"a\""))
    }

    /// `AnyLayout` keeps its content's identity, and so its state, when the layout it wraps
    /// changes; choosing between two layouts with `if` makes the content anew.
    @Test func anyLayoutKeepsStateWhereAnIfBetweenLayoutsResetsIt() {
        let erased = Harness(Switching(erased: true))
        erased.tap("Count 0")
        erased.tap("Switch")
        #expect(erased.screen.contains { $0.contains("Button \"Count 1\"") }, "\(erased.screen)")
        let branched = Harness(Switching(erased: false))
        branched.tap("Count 0")
        branched.tap("Switch")
        #expect(branched.screen.contains { $0.contains("Button \"Count 0\"") }, "\(branched.screen)")
    }
}

import Foundation
import Testing

@testable import DataFlow

/// What a behavior was asked: the contexts of its calls.
private final class TargetLog {
    var contexts: [ScrollTargetBehaviorContext] = []
}

/// Settles on a multiple of 100 points at or above where the swipe would rest.
private struct HundredSnap: ScrollTargetBehavior {
    let log: TargetLog
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        log.contexts.append(context)
        target.rect.origin.y = (target.rect.origin.y / 100).rounded(.down) * 100
    }
}

/// A scroll view whose swipes settle by `behavior`, showing where it is.
private struct Snapping<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior
    @State private var offset = 0.0
    var body: some View {
        VStack {
            Text("offset \(Int(offset))")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 100) }
                }
            }
            .scrollTargetBehavior(behavior)
            .onScrollGeometryChange(for: Double.self) {
                Double($0.contentOffset.y)
            } action: { _, new in
                offset = new
            }
        }
    }
}

/// §33: a swipe's target goes through the scroll target behavior before the view settles.
@Suite struct ScrollTargetBehaviorTests {
    @Test func aSwipeSettlesWhereTheBehaviorMovesItsTarget() throws {
        let log = TargetLog()
        let harness = Harness(Snapping(behavior: HundredSnap(log: log)))
        #expect(log.contexts.isEmpty)
        harness.play(.scroll(.down))
        // The swipe would rest a screen (759 points) on; the behavior moved it to 700.
        #expect(harness.screen.contains("  Text \"offset 700\""))
        let context = try #require(log.contexts.first)
        #expect(log.contexts.count == 1)
        #expect(context.originalTarget.rect.origin.y == 759)
        #expect(context.containerSize.height == 759)
        #expect(context.velocity.dy == 759)
        #expect(context.axes == .vertical)
        #expect(context.contentSize.height > 759)
    }

    @Test func aTypeErasedBehaviorSettlesAsItsBase() {
        let log = TargetLog()
        let harness = Harness(Snapping(behavior: AnyScrollTargetBehavior(HundredSnap(log: log))))
        harness.play(.scroll(.down))
        #expect(harness.screen.contains("  Text \"offset 700\""))
        #expect(log.contexts.count == 1)
    }

    @Test func theContextReadsTheEnvironment() {
        let log = TargetLog()
        let harness = Harness(Snapping(behavior: HundredSnap(log: log)).environment(\.layoutDirection, .rightToLeft))
        harness.play(.scroll(.down))
        #expect(log.contexts.first?.layoutDirection == .rightToLeft)
    }

    @Test func pagingSettlesOnTheNearestPage() {
        let context = ScrollTargetBehaviorContext(
            original: ScrollTarget(rect: CGRect(x: 0, y: 1000, width: 393, height: 759)), swipeVelocity: CGVector(dx: 0, dy: 1000),
            content: CGSize(width: 393, height: 5000), container: CGSize(width: 393, height: 759), scrollAxes: .vertical,
            environment: EnvironmentValues())
        var target = context.originalTarget
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.origin.y == 759)
        target.rect.origin.y = 1200
        PagingScrollTargetBehavior.paging.updateTarget(&target, context: context)
        #expect(target.rect.origin.y == 1518)
    }

    @Test func propertiesSayWhetherSwipesAreLimited() {
        let iPhone = ScrollTargetBehaviorPropertiesContext(values: EnvironmentValues(), scrollAxes: .horizontal)
        #expect(ViewAlignedScrollTargetBehavior().properties(context: iPhone).limitsScrolls)
        #expect(!ViewAlignedScrollTargetBehavior(limitBehavior: .never).properties(context: iPhone).limitsScrolls)
        #expect(PagingScrollTargetBehavior().properties(context: iPhone).limitsScrolls)
        #expect(AnyScrollTargetBehavior(.paging).properties(context: iPhone) == PagingScrollTargetBehavior().properties(context: iPhone))
        #expect(!HundredSnap(log: TargetLog()).properties(context: iPhone).limitsScrolls)
    }
}

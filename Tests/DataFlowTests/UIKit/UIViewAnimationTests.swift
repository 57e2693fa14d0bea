import DataFlow
import Testing

/// UIKit's animations take no time in a run: the changes are made at once, then the completion
/// runs, for iOS 18's form with a SwiftUI animation as for the older ones.
@Suite struct UIViewAnimationTests {
    @Test func aSwiftUIAnimationAppliesUIKitChangesAtOnce() {
        let view = UIView()
        var completed = false
        UIView.animate(.spring) {
            view.alpha = 0.5
        } completion: {
            completed = true
        }
        #expect(view.alpha == 0.5)
        #expect(completed)
    }
}

import Testing

@testable import DataFlow

/// A view replaced by another, with a transition of iOS 17's types (§16).
private struct Swapped<T: Transition>: View {
    @State private var first = true
    let transition: T
    var body: some View {
        VStack {
            if first {
                Text("A").onAppear { print("appear A") }.onDisappear { print("disappear A") }.transition(transition)
            } else {
                Text("B").onAppear { print("appear B") }.onDisappear { print("disappear B") }.transition(transition)
            }
            Button("Flip") { first.toggle() }
        }
    }
}

/// Shows a transition applied to a view at a phase.
private struct Applied: View {
    let phase: TransitionPhase
    var body: some View {
        VStack {
            OpacityTransition().apply(content: Text("faded"), phase: phase)
            IdentityTransition().apply(content: Text("plain"), phase: phase)
        }
    }
}

@Suite struct CompositeTransitionTests {
    /// An asymmetric transition's removal decides the order: an identity removal leaves first.
    @Test func anAsymmetricTransitionOrdersActionsByItsRemoval() {
        let identityRemoval = Harness(Swapped(transition: AsymmetricTransition(insertion: .opacity, removal: .identity)))
        #expect(identityRemoval.tap("Flip").console == ["disappear A", "appear B"])
        let fadingRemoval = Harness(Swapped(transition: AsymmetricTransition(insertion: .identity, removal: .opacity)))
        #expect(fadingRemoval.tap("Flip").console == ["appear B", "disappear A"])
        #expect(AsymmetricTransition(insertion: .opacity, removal: .slide).transitionName == ".asymmetric(insertion: .opacity, removal: .slide)")
        #expect(AsymmetricTransition<IdentityTransition, OpacityTransition>.properties.hasMotion == false)
        #expect(AsymmetricTransition<IdentityTransition, SlideTransition>.properties.hasMotion)
    }

    @Test func aSymbolEffectTransitionIsNotTheIdentity() {
        let harness = Harness(Swapped(transition: .symbolEffect(.appear)))
        #expect(harness.tap("Flip").console == ["appear B", "disappear A"])
        #expect(SymbolEffectTransition(effect: .disappear, options: .default).transitionName == ".symbolEffect(.disappear)")
        #expect(SymbolEffectTransition.symbolEffect.transitionName == ".symbolEffect(.automatic)")
    }

    @Test func applyShowsTheTransitionAwayFromItsIdentityPhase() {
        let resting = Harness(Applied(phase: .identity))
        #expect(resting.screen.contains("  Text \"faded\""))
        let arriving = Harness(Applied(phase: .willAppear))
        #expect(arriving.screen.contains { $0.contains("Text \"faded\"") && $0.contains(".transition(.opacity)") }, "\(arriving.screen)")
        #expect(arriving.screen.contains("  Text \"plain\""))
    }
}

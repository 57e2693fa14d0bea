import DataFlow
import Foundation
import Testing

/// Pages restyled as apps restyle them: UIKit bar appearances set on appear, page styles with
/// their options.
private struct Pages: View {
    @State private var page = 0
    var body: some View {
        VStack {
            TabView(selection: $page) {
                Text("one").tag(0)
                Text("two").tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Button("Next") { page += 1 }
        }
        .onAppear {
            let tabBar = UITabBarAppearance()
            tabBar.configureWithOpaqueBackground()
            tabBar.stackedLayoutAppearance.selected.iconColor = .systemRed
            UITabBar.appearance().standardAppearance = tabBar
            UITabBar.appearance().scrollEdgeAppearance = tabBar
            let navigationBar = UINavigationBarAppearance()
            navigationBar.configureWithTransparentBackground()
            navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().standardAppearance = navigationBar
        }
    }
}

/// D15: UIKit's bar appearances and the page styles' options are accepted: they keep what is
/// set and change nothing a script sees.
@Suite struct UIKitAppearanceTests {
    @Test func barAppearancesAndPageOptionsChangeNothingOnScreen() {
        let harness = Harness(Pages())
        #expect(harness.screen == ["VStack", "  TabView selected: \"tab 1\", tabs: \"tab 1\", \"tab 2\"", "    Text \"one\"", "  Button \"Next\""])
        harness.tap("Next")
        #expect(harness.screen[2] == "    Text \"two\"")
    }

    @Test func aBarAppearanceKeepsWhatItsConfigurationSets() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == .clear)
        let navigation = UINavigationBarAppearance()
        navigation.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: nil)
        #expect(navigation.backIndicatorImage != nil)
    }

    @Test func anImageRendererNamesItsImageAfterWhatItRenders() {
        #expect(Harness(Image(uiImage: ImageRenderer(content: Image("Logo")).uiImage!)).screen == ["Image \"Logo\""])
        let renderer = ImageRenderer(content: Text("card"))
        #expect(Harness(Image(uiImage: renderer.uiImage!)).screen == ["Image \"ImageRenderer(Text)\""])
    }
}

/// iOS 17 and 18 animations apps use: symbol effects and zoom transitions, accepted.
private struct Animated: View {
    @Namespace private var zoom
    @State private var count = 0
    var body: some View {
        NavigationStack {
            VStack {
                Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, options: .repeat(2), value: count)
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
                Image(systemName: count.isMultiple(of: 2) ? "play" : "pause").contentTransition(.symbolEffect(.replace.downUp))
                NavigationLink("Detail") { Text("detail").navigationTransition(.zoom(sourceID: 1, in: zoom)) }
                    .matchedTransitionSource(id: 1, in: zoom) { $0.clipShape(RoundedRectangle(cornerRadius: 8)).background(.blue) }
                Button("Ring") { count += 1 }
            }
        }
    }
}

@Suite struct AnimationAcceptanceTests {
    /// The effects change nothing a script sees: the views and controls are the plain ones.
    @Test func symbolEffectsAndZoomTransitionsAreAccepted() {
        let harness = Harness(Animated())
        harness.tap("Ring")
        #expect(harness.screen.contains("    Image \"pause\""))
        harness.tap("Detail")
        #expect(harness.screen.contains { $0.contains("Text \"detail\"") })
    }
}

import DataFlow
import Testing

/// A player's state shown in a tab view's bottom accessory, as an iOS 26 app writes it.
@Observable private final class Player {
    var isPlaying = false
}

private struct NowPlaying: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    let player: Player
    var body: some View {
        HStack {
            Text(placement == .expanded ? "expanded" : "inline")
            Button(player.isPlaying ? "Pause" : "Play") { player.isPlaying.toggle() }
        }
    }
}

private struct GlassApp: View {
    @State private var player = Player()
    @State private var count = 0
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                GlassEffectContainer(spacing: 8) {
                    Button("Count \(count)") { count += 1 }
                        .buttonStyle(.glass)
                        .glassEffect(.regular.tint(.blue).interactive(), in: .capsule)
                    Button(role: .close) { count = 0 }
                }
                .backgroundExtensionEffect()
            }
        }
        .tabViewBottomAccessory { NowPlaying(player: player) }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
}

@Suite struct LiquidGlassTests {
    /// A glass container's content is mounted as a container's: its controls work.
    @Test func glassIsAppearanceAndItsContentIsMounted() {
        let harness = Harness(GlassApp())
        let step = harness.tap("Count 0")
        #expect(step.ran == ["GlassApp: _count changed."])
        #expect(harness.screen.contains { $0.contains("Button \"Count 1\"") }, "\(harness.screen)")
        // A button with the close role and no label shows its symbol, named by its role's word.
        harness.tap("Close")
        #expect(harness.screen.contains { $0.contains("Button \"Count 0\"") }, "\(harness.screen)")
    }

    /// The bottom accessory is content of its own: its body runs, reads `.expanded`, and its
    /// controls are operated like any others.
    @Test func theTabBarsBottomAccessoryIsMountedAndOperable() {
        let harness = Harness(GlassApp())
        #expect(harness.mount.ranViews.contains("NowPlaying"))
        #expect(harness.screen.contains { $0.contains("Text \"expanded\"") }, "\(harness.screen)")
        let play = harness.tap("Play")
        #expect(play.ranViews == ["NowPlaying"])
        #expect(harness.screen.contains { $0.contains("Button \"Pause\"") })
    }

    /// An app deployed below iOS 26 declares a `.glass` button style of its own; `.glass` is its
    /// own, as in Xcode (iOS 26's is disfavoured there), not an ambiguity with SwiftUI's.
    @Test func anAppsOwnGlassStyleIsItsOwn() {
        let harness = Harness(BackDeployedGlass())
        harness.tap("Save")
        #expect(harness.screen.contains { $0.contains("Text \"saved 1\"") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Button \"Share\"") })
    }
}

/// A style an app writes for every iOS, named as iOS 26's.
private struct AppGlassStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.padding(8) }
}

extension ButtonStyle where Self == AppGlassStyle {
    fileprivate static var glass: AppGlassStyle { AppGlassStyle() }
}

private struct BackDeployedGlass: View {
    @State private var saved = 0
    var body: some View {
        VStack {
            Button("Save") { saved += 1 }.buttonStyle(.glass)
            Button("Share") {}.buttonStyle(.glassProminent)
            Text("saved \(saved)")
        }
    }
}

import DataFlow
import Foundation
import Testing

/// A player screen's controller, as apps subclass SwiftUI's: it hides the status bar and the
/// home indicator, keeps the bottom edge's swipe, and offers a keyboard shortcut it performs.
private final class PlayerController: UIHostingController<Text>, @unchecked Sendable {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: " ", modifierFlags: [], action: Selector("togglePlayback:"))] }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("togglePlayback:") }
}

/// A SwiftUI scene a UIKit app opens in a window of its own (iOS 26).
private final class InspectorScene: UIResponder, UIHostingSceneDelegate, @unchecked Sendable {
    static var rootScene: some Scene { WindowGroup(id: "log") { Text("Log") } }
}

/// A button that asks for the inspector's window.
private struct OpenInspector: View {
    var body: some View {
        Button("Open inspector") {
            if let request = UISceneSessionActivationRequest(hostingDelegateClass: InspectorScene.self, id: "log") {
                UIApplication.shared.activateSceneSession(for: request)
            }
        }
    }
}

/// SwiftUI's UIKit hosting: the controller's answers to the system (an iPhone's defaults, or a
/// subclass's), its sizing (the proposal within the screen: nothing is measured), a cell's
/// hosting configuration (kept by its content view; there are no cells) and a hosting scene
/// delegate's request (an effect: the one window stays).
@Suite struct UIHostingTests {
    @Test func aHostingControllerAnswersAsAnIPhoneDoes() {
        let controller = UIHostingController(rootView: Text("Hello"))
        #expect(!controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade && controller.childForStatusBarStyle == nil)
        #expect(!controller.prefersHomeIndicatorAutoHidden && controller.preferredScreenEdgesDeferringSystemGestures.isEmpty)
        #expect(controller.undoManager == nil && controller.keyCommands == nil)
        #expect(controller.target(forAction: Selector("copy:"), withSender: nil) == nil)
        #expect(controller.safeAreaRegions == .all && controller.sizingOptions.isEmpty)
        controller.sizingOptions = .preferredContentSize
        controller.safeAreaRegions = .keyboard
        #expect(controller.sizingOptions == .preferredContentSize && controller.safeAreaRegions == .keyboard)
        let save = UIKeyCommand(title: "Save", action: Selector("save:"), input: "s", modifierFlags: .command)
        controller.addKeyCommand(save)
        #expect(controller.keyCommands?.map(\.title) == ["Save"])
        controller.removeKeyCommand(save)
        #expect(controller.keyCommands == nil)
    }

    @Test func aSubclassAnswersForItself() throws {
        let player = PlayerController(rootView: Text("Film"))
        #expect(player.prefersStatusBarHidden && player.preferredStatusBarStyle == .lightContent)
        #expect(player.prefersHomeIndicatorAutoHidden && player.preferredScreenEdgesDeferringSystemGestures == .bottom)
        let command = try #require(player.keyCommands?.first)
        #expect(command.input == " " && command.modifierFlags.isEmpty && command.action == Selector("togglePlayback:"))
        #expect((player.target(forAction: Selector("togglePlayback:"), withSender: command) as? PlayerController) === player)
        #expect(player.target(forAction: Selector("copy:"), withSender: nil) == nil)
    }

    @Test func sizeThatFitsAnswersTheProposalWithinTheScreen() {
        let controller = UIHostingController(rootView: Text("Row"))
        let screen = UIScreen.main.bounds.size
        #expect(controller.sizeThatFits(in: CGSize(width: 300, height: 44)) == CGSize(width: 300, height: 44))
        #expect(controller.sizeThatFits(in: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 300, height: screen.height))
        #expect(controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: -1)) == screen)
    }

    @Test func aHostingConfigurationIsKeptByTheViewItMakes() {
        let configuration = UIHostingConfiguration { Text("Row") }.margins(.horizontal, 20).minSize(height: 44).background(Color.red)
        let view = configuration.makeContentView()
        #expect(view.supports(configuration))
        #expect(!view.supports(UIHostingConfiguration { Text("Row") }))
        view.configuration = UIHostingConfiguration { Text("Other") }
        #expect(view.supports(UIHostingConfiguration { Text("Row") }))
    }

    @Test func openingAHostingScenesWindowIsAnEffect() throws {
        let request = try #require(UISceneSessionActivationRequest(hostingDelegateClass: InspectorScene.self, id: "log"))
        #expect(request == UISceneSessionActivationRequest(hostingDelegateClass: InspectorScene.self, id: "log"))
        #expect(request != UISceneSessionActivationRequest(hostingDelegateClass: InspectorScene.self))
        #expect(request.role == .windowApplication && request.session == nil)
        let step = try Session(OpenInspector()).tap("Open inspector")
        #expect(step.notes.contains { $0.contains("UIApplication asks for a scene of") && $0.contains("InspectorScene (id \"log\")") })
    }
}

import DataFlow
import Foundation
import Testing

/// A delegate as apps write one: it records its launch and answers UIKit's questions.
private final class Delegate: NSObject, UIApplicationDelegate, ObservableObject {
    nonisolated(unsafe) static var launches: [String] = []
    @Published var token = "none"

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.launches.append("will")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.launches.append("did")
        return true
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .portrait
    }
}

/// The app as dataflow's preprocessor hands it over: the adaptor with the delegate's initializer.
private struct DelegatedApp: App {
    @UIApplicationDelegateAdaptor(Delegate.self, _make: { Delegate() }) var delegate
    var body: some Scene {
        WindowGroup { Text("token \(delegate.token)") }
    }
}

/// §26: an App's UIKit delegate is made with the app and launched as UIKit launches it, before
/// the window's views.
@Suite(.serialized) struct ApplicationDelegateAdaptorTests {
    @Test func theDelegateIsLaunchedOnceBeforeTheWindow() {
        Delegate.launches = []
        let harness = Harness(AppRoot(DelegatedApp()))
        #expect(Delegate.launches == ["will", "did"])
        #expect(harness.screen == ["Text \"token none\""])
    }

    @Test func theAppKeepsTheDelegateItMade() {
        let app = DelegatedApp()
        app.delegate.token = "abc"
        #expect(app.delegate.token == "abc")
        #expect(app.delegate.application(.shared, supportedInterfaceOrientationsFor: nil) == .portrait)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft) && !UIInterfaceOrientationMask.landscape.contains(.portrait))
    }
}

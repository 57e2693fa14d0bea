import Testing

@testable import DataFlowCLI

/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` gets the delegate's initializer, on its
/// own line: nothing else moves.
@Suite struct DelegateAdaptorTests {
    @Test func theAdaptorNamingItsTypeGetsTheInitializer() {
        let source = """
            struct MyApp: App {
                @UIApplicationDelegateAdaptor( AppDelegate.self ) var appDelegate
                var body: some Scene { WindowGroup { Text("hi") } }
            }
            """
        let lines = Preprocessor.prepare(source).source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "    @UIApplicationDelegateAdaptor( AppDelegate.self , _make: { AppDelegate() }) var appDelegate")
        #expect(lines[2] == "    var body: some Scene { WindowGroup { Text(\"hi\") } }")
    }

    @Test func theAdaptorOfADeclaredTypeGetsTheTypeAndTheInitializer() {
        let source = """
            @UIApplicationDelegateAdaptor private var appDelegate: MyAppDelegate
            @UIApplicationDelegateAdaptor
            var other: Delegates.Main
            """
        let lines = Preprocessor.prepare(source).source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "@UIApplicationDelegateAdaptor(MyAppDelegate.self, _make: { MyAppDelegate() }) private var appDelegate: MyAppDelegate")
        #expect(lines[1] == "@UIApplicationDelegateAdaptor(Delegates.Main.self, _make: { Delegates.Main() })")
        #expect(lines[2] == "var other: Delegates.Main")
    }

    @Test func otherFormsAndOtherTextAreLeftAlone() {
        let source = """
            @UIApplicationDelegateAdaptor(makeDelegate()) var other
            let text = "@UIApplicationDelegateAdaptor(AppDelegate.self)"
            """
        #expect(Preprocessor.prepare(source).source == source)
    }
}

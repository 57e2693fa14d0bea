import DataFlow
import Testing

/// A sheet whose navigation stack pushes a destination, over a screen with buttons of its own.
private struct SheetWithStack: View {
    @State private var showsSheet = false
    @State private var showsDetail = false
    var body: some View {
        VStack {
            Button("Behind") {}
            Button("Open sheet") { showsSheet = true }
        }
        .sheet(isPresented: $showsSheet) {
            NavigationStack {
                Button("Details") { showsDetail = true }
                    .navigationDestination(isPresented: $showsDetail) { Button("Inside") {} }
            }
        }
    }
}

/// Which controls a user can reach while things are presented: each presentation covers what it
/// covers, and a control is reachable where none covers it.
@Suite struct ControlLookupTests {
    @Test func aDestinationPushedInASheetCoversTheStackAndTheSheetTheRest() {
        let harness = Harness(SheetWithStack())
        var controls: [String] { harness.graph.controls().map(\.scriptName) }
        harness.tap("Open sheet")
        #expect(controls.contains("tap \"Details\"") && !controls.contains("tap \"Behind\""))
        harness.tap("Details")
        // The pushed destination covers the sheet's stack; the sheet still covers the screen
        // behind it, and can still be swiped down.
        #expect(controls.contains("tap \"Inside\""))
        #expect(!controls.contains("tap \"Details\""))
        #expect(!controls.contains("tap \"Behind\"") && !controls.contains("tap \"Open sheet\""))
        #expect(controls.contains("dismiss") && controls.contains("back"))
    }
}

import Testing
@testable import DataFlow

struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("add") { count += 1 }
        }
    }
}

@Test func smoke() {
    let log = TraceLog()
    let graph = ViewGraph(role: .live, tracer: log)
    graph.mount(Counter())
    #expect(graph.screen().text == ["VStack", "  Text \"count 0\"", "  Button \"add\""])
    let button = graph.controls().first { $0.label == "add" }!
    graph.operate(button)
    #expect(graph.screen().text == ["VStack", "  Text \"count 1\"", "  Button \"add\""])
    for e in log.events { print(e) }
}

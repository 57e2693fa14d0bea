import DataFlow
import Foundation
import Testing

/// Drag and drop compiles as apps write it; a script cannot drag, so no drop is performed and no
/// delegate is called (D15).
@Suite struct DragAndDropTests {
    final class Calls: @unchecked Sendable {
        var log: [String] = []
    }

    struct Reorder: DropDelegate {
        let calls: Calls
        func dropEntered(info: DropInfo) { calls.log.append("entered") }
        func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
        func performDrop(info: DropInfo) -> Bool {
            calls.log.append("drop")
            return true
        }
    }

    struct Grid: View {
        let calls: Calls
        @State private var items = ["A", "B"]
        var body: some View {
            VStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .onDrag {
                            calls.log.append("drag")
                            return NSItemProvider(object: item as NSString)
                        }
                        .onDrop(of: [.text], delegate: Reorder(calls: calls))
                }
                Text("Trash").dropDestination(for: String.self) { dropped, _ in
                    items.removeAll { dropped.contains($0) }
                    return true
                }
                Text("Card").draggable("card")
            }
        }
    }

    @Test func theModifiersCompileAndNothingIsDraggedOrDropped() {
        let calls = Calls()
        let session = Session(Grid(calls: calls))
        #expect(session.screen == ["VStack", "  Text \"A\"", "  Text \"B\"", "  Text \"Trash\"", "  Text \"Card\""])
        #expect(calls.log.isEmpty)
    }

    @Test func aProviderHandsBackTheObjectItWasMadeFrom() {
        let provider = NSItemProvider(object: "A" as NSString)
        #expect(provider.canLoadObject(ofClass: NSString.self))
        provider.loadObject(ofClass: NSString.self) { object, _ in #expect(object == "A") }
    }
}

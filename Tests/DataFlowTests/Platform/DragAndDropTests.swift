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

    /// A provider the app makes loads what it was given, by type and by types that conform.
    @Test func aProviderLoadsItsItemsByType() {
        let provider = NSItemProvider(item: "https://example.com" as NSString, typeIdentifier: "public.plain-text")
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        var loaded: String?
        provider.loadItem(forTypeIdentifier: "public.plain-text") { item, _ in loaded = (item as? NSString).map { $0 as String } }
        #expect(loaded == "https://example.com")
        var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { loadedData, _ in data = loadedData }
        #expect(data == Data("https://example.com".utf8))
        let registered = NSItemProvider()
        registered.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { load in
            load(Data([1, 2]), nil)
            return nil
        }
        #expect(registered.hasItemConformingToTypeIdentifier("public.image"))
        var png: Data?
        registered.loadDataRepresentation(forTypeIdentifier: "public.png") { loadedData, _ in png = loadedData }
        #expect(png == Data([1, 2]))
    }
}

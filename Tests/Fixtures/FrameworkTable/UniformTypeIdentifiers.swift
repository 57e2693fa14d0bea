import CoreTransferable
import SwiftUI
import UniformTypeIdentifiers

// claim: Text "UniformTypeIdentifiers: public.png, dropped 0"
struct Sticker: Codable, Transferable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

struct UniformTypeIdentifiersRow: View {
    @State private var dropped = 0

    var body: some View {
        Text("UniformTypeIdentifiers: \(UTType.png.identifier), dropped \(dropped)")
            .draggable(Sticker(name: "star"))
            .dropDestination(for: Sticker.self) { items, _ in
                dropped += items.count
                return true
            }
    }
}

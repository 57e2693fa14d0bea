import PhotosUI
import SwiftUI

// script: pick-photos "Photos" 2
// claim: Text "PhotosUI: 2 picked"
struct PhotosUIRow: View {
    @State private var items: [PhotosPickerItem] = []

    var body: some View {
        VStack {
            PhotosPicker("Photos", selection: $items, maxSelectionCount: 3, matching: .images)
            Text("PhotosUI: \(items.count) picked")
        }
    }
}

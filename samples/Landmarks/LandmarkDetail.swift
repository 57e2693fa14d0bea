import SwiftUI

struct LandmarkDetail: View {
    @Environment(ModelData.self) private var modelData
    let landmark: Landmark
    @State private var note: String

    init(landmark: Landmark) {
        self.landmark = landmark
        _note = State(initialValue: landmark.note)
    }

    var body: some View {
        Form {
            Text(landmark.park)
            TextField("Note", text: $note)
            Button("Clear all notes") {
                modelData.clearNotes()
            }
        }
        .navigationTitle(landmark.name)
    }
}

#Preview {
    LandmarkDetail(landmark: Landmark(id: 1, name: "Tunnel View", park: "Yosemite", note: "Go at sunrise"))
        .environment(ModelData())
}

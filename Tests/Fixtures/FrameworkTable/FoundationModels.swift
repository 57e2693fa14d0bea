import FoundationModels
import SwiftUI

// claim: Text "FoundationModels: unavailable"
@Generable struct Suggestion {
    @Guide(description: "A short title") var title: String
}

struct FoundationModelsRow: View {
    var body: some View {
        switch SystemLanguageModel.default.availability {
        case .available: Text("FoundationModels: available")
        case .unavailable: Text("FoundationModels: unavailable")
        }
    }
}

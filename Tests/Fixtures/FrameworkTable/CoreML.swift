import CoreML
import SwiftUI

// claim: Text "CoreML: no model, 6 numbers"
struct CoreMLRow: View {
    var body: some View {
        let model = try? MLModel(contentsOf: URL(fileURLWithPath: "Classifier.mlmodelc"))
        let array = try? MLMultiArray(shape: [2, 3], dataType: .double)
        Text("CoreML: \(model == nil ? "no model" : "a model"), \(array?.count ?? 0) numbers")
    }
}

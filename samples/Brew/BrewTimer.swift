import SwiftUI

struct BrewTimer: View {
    let recipe: Recipe
    let onFinish: () -> Void
    @State private var pours = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe.name).font(.title2)
            Image(systemName: "drop.fill")
                .phaseAnimator([false, true], trigger: pours) { content, swelling in
                    content.scaleEffect(swelling ? 1.4 : 1)
                } animation: { swelling in
                    swelling ? .spring(duration: 0.2) : .easeOut
                }
            Text("Pour \(pours) of \(recipe.pours), \(recipe.grams) g")
            Button("Pour") { pours += 1 }
                .disabled(pours == recipe.pours)
            Button("Finish") {
                onFinish()
                dismiss()
            }
            .disabled(pours < recipe.pours)
        }
        .padding()
    }
}

#Preview {
    BrewTimer(recipe: Recipe.all[0]) {}
}

import SwiftUI

/// A tip card spins in: an app's own transition (iOS 17).
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase.isIdentity ? 0 : 90))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A sheet a third of the screen high: a custom detent (iOS 16).
struct TimerDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.maxDetentValue * 0.3
    }
}

struct BrewList: View {
    @State private var brewing: Recipe?
    @State private var showsTip = false
    @State private var finished: [String] = []
    @State private var detent = PresentationDetent.custom(TimerDetent.self)

    var body: some View {
        NavigationStack {
            List {
                Section("Recipes") {
                    ForEach(Recipe.all) { recipe in
                        Button(recipe.name) { brewing = recipe }
                    }
                }
                Section("Today") {
                    Text(finished.isEmpty ? "Nothing brewed yet" : finished.joined(separator: ", "))
                }
            }
            .navigationTitle("Brew")
            .toolbar {
                Button(showsTip ? "Hide Tip" : "Tip") {
                    withAnimation(.bouncy) { showsTip.toggle() }
                }
            }
            .overlay(alignment: .bottom) {
                if showsTip {
                    TipCard()
                        .transition(Twirl())
                }
            }
            .sheet(item: $brewing) { recipe in
                BrewTimer(recipe: recipe) { finished.append(recipe.name) }
                    .presentationDetents([.custom(TimerDetent.self), .large], selection: $detent)
            }
        }
    }
}

struct TipCard: View {
    var body: some View {
        Text("Bloom the grounds for 30 seconds first.")
            .padding()
            .background(.regularMaterial, in: .rect(cornerRadius: 16))
            .onAppear { print("tip shown") }
            .onDisappear { print("tip gone") }
    }
}

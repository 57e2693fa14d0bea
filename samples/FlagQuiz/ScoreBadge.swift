//
//  ScoreBadge.swift
//  FlagQuiz
//

import SwiftUI

struct ScoreBadge: View {
    let score: Int
    let question: Int
    let total: Int

    var body: some View {
        VStack(spacing: 4) {
            Text("Score: \(score)")
                .font(.title.bold())
            Text("Question \(question) of \(total)")
                .font(.caption)
                .textCase(.uppercase)
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 24)
        .padding(.vertical, 10)
        .background(
            LinearGradient(colors: [.black.opacity(0.3), .black.opacity(0.1)], startPoint: .top, endPoint: .bottom),
            in: Capsule()
        )
    }
}

#Preview {
    ScoreBadge(score: 3, question: 4, total: 8)
        .padding()
        .background(.indigo)
}

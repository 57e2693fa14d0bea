//
//  FlagImage.swift
//  FlagQuiz
//

import SwiftUI

struct FlagImage: View {
    let country: String

    var body: some View {
        Image(country)
            .renderingMode(.original)
            .resizable()
            .scaledToFit()
            .frame(width: 200, height: 110)
            .clipShape(.capsule)
            .shadow(color: .black.opacity(0.4), radius: 5)
            .accessibilityLabel(Text("Flag of \(country)"))
    }
}

struct FlagImage_Previews: PreviewProvider {
    static var previews: some View {
        FlagImage(country: "France")
            .padding()
            .background(.gray)
    }
}

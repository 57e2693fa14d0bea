import DataFlow

extension Variant {
    static var viewsInStateFromBody: Variant {
        Variant("from-body", "the child's own body calls animateState()") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var placeholders: [PlaceholderView] = Array(repeating: PlaceholderView(), count: 4)

    var body: some View {
        HStack {
            ForEach(placeholders) { placeholder in
                placeholder
            }
        }
    }
}

fileprivate struct PlaceholderView: View, Identifiable {
    var id: String = UUID().uuidString
    @State var backgroundColor: Color = .clear
    @State var borderColor: Color = .blue

    var body: some View {
        Circle()
            .strokeBorder(borderColor)
            .background(backgroundColor)
            .frame(width: 16, height: 16, alignment: .center)
            .onTapGesture {
                animateState()
            }
    }

    func animateState() {
        backgroundColor = .black
        borderColor = .red
    }
}

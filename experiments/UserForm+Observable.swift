import DataFlow

extension Variant {
    static var userFormObservable: Variant {
        Variant("observable", "@Observable class User") { ContentView() }
    }
}

@Observable
fileprivate final class User {
    var firstName = "Bilbo"
    var lastName = "Baggins"
}

fileprivate struct ContentView: View {
    @State private var user = User()

    var body: some View {
        VStack {
            Text("Your name is \(user.firstName) \(user.lastName).")
            TextField("First name", text: $user.firstName)
            TextField("Last name", text: $user.lastName)
        }
    }
}

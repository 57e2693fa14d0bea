import DataFlow

extension Variant {
    static var userFormClass: Variant {
        Variant("class", "class User") { ContentView() }
    }
}

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

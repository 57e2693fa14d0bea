import DataFlow

extension Variant {
    static var userFormStruct: Variant {
        Variant("struct", "struct User") { ContentView() }
    }
}

fileprivate struct User {
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

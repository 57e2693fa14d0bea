// S4.4 — `$user` is State's projectedValue: a get-only Binding<User>. It cannot be assigned;
// write through `user` (or `_user = State(wrappedValue: …)` in init) instead.
import DataFlow

struct User {
    var name = ""
    var count = 0
}

struct ContentView: View {
    @State private var user = User()

    var body: some View {
        Button("Reset") {
            $user = Binding.constant(User(name: "TT", count: 100))
        }
    }
}

// S4.3 — inside body (and the closures it creates) `self` is immutable: a plain stored property
// cannot be assigned. A @State can, because its setter is `nonmutating`.
import DataFlow

struct StateMutableView: View {
    @State private var flag = false
    private var anotherFlag = false

    var body: some View {
        Button(action: {
            self.flag = true
            self.anotherFlag = true
        }) {
            Text("Test")
        }
    }
}

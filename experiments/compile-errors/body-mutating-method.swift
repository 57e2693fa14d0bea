// S4.3 — a `mutating` method cannot be called on the immutable `self` of body.
import DataFlow

struct StateMutableView: View {
    @State private var flag = false
    private var anotherFlag = false

    mutating func changeAnotherFlag(_ value: Bool) {
        self.anotherFlag = value
    }

    var body: some View {
        Button(action: {
            changeAnotherFlag(true)
        }) {
            Text("Test")
        }
    }
}

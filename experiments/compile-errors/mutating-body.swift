// S4.3 — View requires `var body: Body { get }`, a non-mutating getter: a `mutating get`
// does not satisfy it.
import DataFlow

struct SimpleView: View {
    var body: some View {
        mutating get { Text("Hello") }
    }
}

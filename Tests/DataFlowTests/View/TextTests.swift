import DataFlow
import Testing

/// §27: a literal is a `LocalizedStringKey` (its interpolation takes `specifier:` and `format:`),
/// a `String` variable is shown verbatim, and text modifiers return `Text`, so texts join with `+`.
@Suite struct TextTests {
    @Test func textLiteralsAreKeysAndTextModifiersReturnText() {
        struct Prices: View {
            let price = 3.14159
            let name = "Tea \\(not interpolated)"
            var body: some View {
                VStack {
                    Text("Price: \(price, specifier: "%.2f")")
                    Text(name)
                    Text("Total").bold() + Text(" \(2, format: .number)").foregroundColor(.red)
                    Text(verbatim: "\(price)")
                }
            }
        }
        let screen = Harness(Prices()).screen
        #expect(
            screen == [
                "VStack",
                "  Text \"Price: 3.14\"",
                "  Text \"Tea \\\\(not interpolated)\"",
                "  Text \"Total 2\" .bold() .foregroundColor(.red)",
                "  Text \"3.14159\"",
            ])
    }
}

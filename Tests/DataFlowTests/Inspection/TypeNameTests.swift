import DataFlow
import Testing

fileprivate struct PrivateView {}

fileprivate enum Outer {
    struct Nested {}
}

@Suite struct TypeNameTests {
    @Test func namesReadAsSwiftUIPrintsThem() {
        #expect(displayTypeName(Int.self) == "Int")
        #expect(displayTypeName([String].self) == "Array<String>")
        // Outer types stay, as in `_printChanges` (§12).
        #expect(displayTypeName(Outer.Nested.self) == "Outer.Nested")
        // fileprivate types carry an address in their qualified name; it must not leak out.
        #expect(displayTypeName(PrivateView.self) == "PrivateView")
        #expect(displayTypeName(ForEach<Range<Int>, Int, Text>.self) == "ForEach<Range<Int>, Int, Text>")
        #expect(displayTypeName(State<Bool>.self) == "State<Bool>")
    }
}

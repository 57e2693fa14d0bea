import DataFlow
import Testing

/// A preview modifier as apps declare one beside their `#Preview`s: sample data made once.
private struct SampleData: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["Water", "Walk"] }
    func body(content: Content, context: [String]) -> some View { content }
}

extension PreviewTrait<Preview.ViewTraits> {
    fileprivate static var sampleData: Self { .modifier(SampleData()) }
}

/// Previews' declarations compile; only Xcode's canvas runs them, so nothing here shows them.
@Suite struct PreviewModifierTests {
    @Test func aPreviewModifiersContextIsMadeByItsType() async throws {
        #expect(try await SampleData.makeSharedContext() == ["Water", "Walk"])
        _ = PreviewTrait<Preview.ViewTraits>.sampleData
    }
}

import DataFlow
import Foundation
import Testing

private enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

/// Alignments are SwiftUI's values: pairs that take apart, keys that tell guides apart, and the
/// way a container combines its subviews' explicit values.
@Suite struct AlignmentTests {
    @Test func anAlignmentIsItsTwoGuides() {
        #expect(Alignment.topLeading.horizontal == .leading && Alignment.topLeading.vertical == .top)
        #expect(Alignment(horizontal: .trailing, vertical: .bottom) == .bottomTrailing)
        #expect(Alignment(horizontal: .leading, vertical: .top) != .center)
    }

    @Test func customGuidesHaveKeysOfTheirOwn() {
        #expect(HorizontalAlignment(OneThird.self) == HorizontalAlignment(OneThird.self))
        #expect(HorizontalAlignment(OneThird.self) != .center)
        #expect(HorizontalAlignment.leading.key < HorizontalAlignment(OneThird.self).key)
    }

    @Test func explicitValuesCombine() {
        #expect(HorizontalAlignment.center.combineExplicit([nil, 10, nil, 20]) == 15)
        #expect(HorizontalAlignment.leading.combineExplicit([CGFloat?]()) == nil)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 8, nil]) == 8)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 8]) == 12)
    }

    @Test func edgesHaveRawValuesAndSets() {
        #expect(HorizontalEdge.allCases == [.leading, .trailing])
        #expect(HorizontalEdge(rawValue: 1) == .trailing && VerticalEdge.bottom.rawValue == 1)
        #expect(HorizontalEdge.Set(.trailing) == .trailing && VerticalEdge.Set(.top) == .top)
    }
}

import Foundation

/// A view's size and alignment guides, as an alignment guide's closure and a custom alignment's
/// `defaultValue(in:)` read them.
///
/// dataflow lays nothing out (D15), so a value is made only where code asks for one (a layout
/// subview's `dimensions(in:)`): its width and height are the ones it was made with, and each
/// guide is where SwiftUI puts it by default on a view of that size: leading and top at 0,
/// centre at half, trailing and bottom at the full length, the text baselines at the bottom (a
/// view without text has its baseline there), and a custom guide where its `AlignmentID`'s
/// `defaultValue(in:)` puts it. No view here sets an explicit guide, so `subscript(explicit:)` is
/// nil. (The alignments are SwiftUI's structs, `Appearance/Alignment.swift`, misc batch.)
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    init(width: CGFloat = 0, height: CGFloat = 0) {
        self.width = width
        self.height = height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if guide == .center { return width / 2 }
        if guide == .trailing || guide == .listRowSeparatorTrailing { return width }
        if let id = guide.key.id { return id.defaultValue(in: self) }
        return 0
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        if guide == .center { return height / 2 }
        if guide == .bottom || guide == .firstTextBaseline || guide == .lastTextBaseline { return height }
        if let id = guide.key.id { return id.defaultValue(in: self) }
        return 0
    }

    /// The guide's value if the view set it explicitly (`.alignmentGuide`): never here.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// The guide's value if the view set it explicitly (`.alignmentGuide`): never here.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

import Foundation

extension Text {
    /// The preference through which texts hand their layouts up (iOS 17), so an ancestor can draw around the lines.
    ///
    /// A dataflow `Text` does not write this key (it lays out no glyphs to report), so a view that reads
    /// it (`onPreferenceChange`, `overlayPreferenceValue`) sees only what code writes with `.preference`,
    /// or `defaultValue`, an empty list.
    public struct LayoutKey: PreferenceKey, Sendable {
        /// One text's layout with where the text sits, so a reader can place the lines in its own coordinates.
        public struct AnchoredLayout: Equatable {
            /// The text's top-leading corner, resolved by a `GeometryProxy` above it.
            public var origin: Anchor<CGPoint>
            /// The text's lines, runs and glyphs.
            public var layout: Text.Layout
        }

        /// The layouts of the texts below the reader, in tree order.
        public typealias Value = [Text.LayoutKey.AnchoredLayout]

        /// No layouts, where no text writes one.
        public static var defaultValue: Text.LayoutKey.Value { [] }

        /// Keeps every text's layout: the next sibling's layouts follow those already collected.
        public static func reduce(value: inout Text.LayoutKey.Value, nextValue: () -> Text.LayoutKey.Value) {
            value.append(contentsOf: nextValue())
        }
    }
}

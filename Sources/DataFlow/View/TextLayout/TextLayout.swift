import Foundation

extension Text {
    /// Text set in lines (iOS 17), so that a `TextRenderer` can draw each line, run and glyph its own way.
    ///
    /// dataflow has no fonts and sets no glyphs, so a layout it makes says only what it can say the
    /// same way on every run: no texts make an empty layout (no lines); otherwise there is one line,
    /// whose baseline starts at the left edge, holding one run for each text in the order given.
    /// A run has one glyph for each `Character` of its text, every glyph as wide as `LayoutMetrics`
    /// makes a character of the text's own font (8.8 points for the body style), and the run is as
    /// tall as that font's line (22 points for the body style: 17 above the baseline, 5 below).
    /// Runs follow each other left to right; nothing wraps and nothing is cut short. Such a layout
    /// is built with the package initializer `Text.Layout(_:)`: dataflow draws no text, so it hands
    /// none to a renderer by itself (`View.textRenderer(_:)` accepts one without calling it).
    public struct Layout: RandomAccessCollection, Equatable {
        /// The lines, top to bottom: none or one (see `Text.Layout`).
        let lines: [Line]

        /// Whether text was cut short to fit (iOS 18): never here, since dataflow lays out every character.
        public var isTruncated: Bool { false }

        /// Where iteration over the lines starts: the first line is number 0.
        public var startIndex: Int { 0 }

        /// One past the last line, so `count` is the number of lines.
        public var endIndex: Int { lines.count }

        /// The line at `index`, counting from the top.
        public subscript(index: Int) -> Text.Layout.Line { lines[index] }

        /// A layout holds lines.
        public typealias Element = Text.Layout.Line
        /// Lines are numbered from zero.
        public typealias Index = Int
        /// The line numbers, as a range.
        public typealias Indices = Range<Int>
        /// Walks the lines by number.
        public typealias Iterator = IndexingIterator<Text.Layout>
        /// A run of consecutive lines shares the layout's numbering.
        public typealias SubSequence = Slice<Text.Layout>

        /// A position in the laid-out text, so a renderer can tell which character a glyph shows.
        ///
        /// In a dataflow layout it counts `Character`s from the start of the first run, across runs.
        public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
            /// The character's offset from the start of the layout's text.
            package var value: Int

            /// A position `value` characters from the start of the layout's text.
            package init(value: Int) { self.value = value }

            /// Earlier characters order first.
            public static func < (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool {
                lhs.value < rhs.value
            }

            /// The position `n` characters on (or back, when `n` is negative), so indices can be stepped through.
            public func advanced(by n: Int) -> Text.Layout.CharacterIndex { Text.Layout.CharacterIndex(value: value + n) }

            /// How many characters lie between this position and `other`: negative when `other` comes first.
            public func distance(to other: Text.Layout.CharacterIndex) -> Int { other.value - value }

            /// Positions step by whole characters.
            public typealias Stride = Int
        }

        /// How far a line, run or slice reaches around its baseline, so a renderer can place effects on it.
        public struct TypographicBounds: Equatable, Sendable {
            /// Where the baseline starts, in the layout's coordinates.
            public var origin: CGPoint
            /// How far the glyphs advance along the baseline.
            public var width: CGFloat
            /// How far the glyphs reach above the baseline.
            public var ascent: CGFloat
            /// How far the glyphs reach below the baseline.
            public var descent: CGFloat
            /// The extra space below a line before the next one: zero in a dataflow layout.
            public var leading: CGFloat

            /// Empty bounds at the origin, to start from.
            public init() {
                self.init(origin: CGPoint(), width: 0, ascent: 0, descent: 0, leading: 0)
            }

            /// Bounds from their measures, for the layouts dataflow makes.
            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// The box from the top of the glyphs to their bottom, so it can be filled, stroked or clipped to.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// One line of a layout, so a renderer can draw or move it whole or go through its runs.
        public struct Line: RandomAccessCollection, Equatable {
            /// Where the line's baseline starts, in the layout's coordinates.
            public var origin: CGPoint
            /// The runs, in the order they are read.
            let runs: [Run]

            /// Where iteration over the runs starts: the first run is number 0.
            public var startIndex: Int { 0 }

            /// One past the last run, so `count` is the number of runs.
            public var endIndex: Int { runs.count }

            /// The run at `index`, in reading order.
            public subscript(index: Int) -> Text.Layout.Run { runs[index] }

            /// The line's extent: as wide as its runs together and as tall as its tallest run.
            public var typographicBounds: Text.Layout.TypographicBounds {
                TypographicBounds(
                    origin: origin, width: runs.reduce(0) { $0 + $1.width }, ascent: runs.map(\.ascent).max() ?? 0,
                    descent: runs.map(\.descent).max() ?? 0, leading: 0
                )
            }

            /// The characters the line shows, for a context that records what is drawn.
            var string: String { runs.map(\.string).joined() }

            /// A line holds runs.
            public typealias Element = Text.Layout.Run
            /// Runs are numbered from zero.
            public typealias Index = Int
            /// The run numbers, as a range.
            public typealias Indices = Range<Int>
            /// Walks the runs by number.
            public typealias Iterator = IndexingIterator<Text.Layout.Line>
            /// Consecutive runs share the line's numbering.
            public typealias SubSequence = Slice<Text.Layout.Line>
        }

        /// Glyphs set alike (one text's font and attributes), so a renderer can treat them as a group.
        public struct Run: RandomAccessCollection, Equatable {
            /// The characters the run shows, one glyph each.
            let characters: [Character]
            /// The index of the run's first character in the layout's text.
            let firstCharacter: Int
            /// Where the run's baseline starts, in the layout's coordinates.
            let origin: CGPoint
            /// How far each glyph advances: its font's character width.
            let glyphWidth: CGFloat
            /// How far the run reaches above its baseline.
            let ascent: CGFloat
            /// How far the run reaches below its baseline.
            let descent: CGFloat
            /// The custom attributes (`TextAttribute` values) of the run's text.
            let attributes: [AnyHashable]

            /// Where iteration over the glyphs starts: the first glyph is number 0.
            public var startIndex: Int { 0 }

            /// One past the last glyph, so `count` is the number of glyphs.
            public var endIndex: Int { characters.count }

            /// The glyph at `index`, as a slice one glyph long.
            public subscript(index: Int) -> Text.Layout.RunSlice { self[index..<index &+ 1] }

            /// The glyphs in `bounds`, as a slice of this run.
            public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: self, indices: bounds) }

            /// The run's value of a custom attribute, so a renderer can treat marked text differently; nil when it has none.
            ///
            /// A dataflow `Text` keeps no custom attributes (see `Text.customAttribute(_:)`), so its runs answer nil.
            public subscript<T: TextAttribute>(key: T.Type) -> T? {
                attributes.lazy.compactMap { $0.base as? T }.first
            }

            /// Which way the glyphs are read: left to right, the only way dataflow sets them.
            public var layoutDirection: LayoutDirection { .leftToRight }

            /// The run's extent along its baseline, so a renderer can place something on it.
            public var typographicBounds: Text.Layout.TypographicBounds {
                TypographicBounds(origin: origin, width: width, ascent: ascent, descent: descent, leading: 0)
            }

            /// Which character each glyph shows, in glyph order: one character per glyph.
            public var characterIndices: [Text.Layout.CharacterIndex] {
                (0..<characters.count).map { CharacterIndex(value: firstCharacter + $0) }
            }

            /// How far the run advances along the baseline.
            var width: CGFloat { glyphWidth * CGFloat(characters.count) }

            /// The characters the run shows, for a context that records what is drawn.
            var string: String { String(characters) }

            /// A run holds its glyphs, each as a one-glyph slice.
            public typealias Element = Text.Layout.RunSlice
            /// Glyphs are numbered from zero.
            public typealias Index = Int
            /// The glyph numbers, as a range.
            public typealias Indices = Range<Int>
            /// Walks the glyphs by number.
            public typealias Iterator = IndexingIterator<Text.Layout.Run>
            /// Consecutive glyphs are a slice of the run.
            public typealias SubSequence = Text.Layout.RunSlice
        }

        /// Some consecutive glyphs of a run, so a renderer can draw or move part of a run.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Text.Layout.Run
            /// The glyphs' numbers in the run.
            public var indices: Range<Int>

            /// The glyphs `indices` of `run`, to draw them apart from the rest.
            public init(run: Text.Layout.Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            /// The first glyph's number in the run: a slice keeps the run's numbering.
            public var startIndex: Int { indices.lowerBound }

            /// One past the last glyph's number in the run.
            public var endIndex: Int { indices.upperBound }

            /// The glyph at `index` (numbered as in the run), as a slice one glyph long.
            public subscript(index: Int) -> Text.Layout.RunSlice { self[index..<index &+ 1] }

            /// The glyphs in `bounds` (numbered as in the run), as a slice of the same run.
            public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: run, indices: bounds) }

            /// The run's value of a custom attribute: a slice has its run's attributes.
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

            /// The slice's extent along the run's baseline, from its first glyph to its last.
            public var typographicBounds: Text.Layout.TypographicBounds {
                TypographicBounds(
                    origin: CGPoint(x: run.origin.x + run.glyphWidth * CGFloat(indices.lowerBound), y: run.origin.y),
                    width: run.glyphWidth * CGFloat(indices.count), ascent: run.ascent, descent: run.descent, leading: 0
                )
            }

            /// Which character each of the slice's glyphs shows, in glyph order.
            public var characterIndices: [Text.Layout.CharacterIndex] {
                indices.map { CharacterIndex(value: run.firstCharacter + $0) }
            }

            /// The characters the slice shows (those of its glyphs inside the run), for a context that records what is drawn.
            var string: String { String(run.characters[indices.clamped(to: 0..<run.characters.count)]) }

            /// A slice holds its glyphs, each as a one-glyph slice.
            public typealias Element = Text.Layout.RunSlice
            /// Glyphs keep their numbers in the run.
            public typealias Index = Int
            /// The glyph numbers, as a range.
            public typealias Indices = Range<Int>
            /// Walks the glyphs by number.
            public typealias Iterator = IndexingIterator<Text.Layout.RunSlice>
            /// Part of a slice is a slice of the same run.
            public typealias SubSequence = Text.Layout.RunSlice
        }
    }
}

extension Text.Layout {
    /// How a line, run or slice is drawn into a `GraphicsContext`, so a renderer can ask for exact glyph positions.
    public struct DrawingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Draws glyphs at their exact positions instead of rounding them to pixels, for text that moves smoothly.
        public static var disablesSubpixelQuantization: Text.Layout.DrawingOptions { Text.Layout.DrawingOptions(rawValue: 1 << 0) }

        /// An array literal of options is a set of them.
        public typealias ArrayLiteralElement = Text.Layout.DrawingOptions
        /// Each member of the set is itself a set of options.
        public typealias Element = Text.Layout.DrawingOptions
        /// The options are stored as 32 bits.
        public typealias RawValue = UInt32
    }

    /// The layout dataflow gives `texts` (one line with a run for each; none when there are no texts; see `Text.Layout`).
    ///
    /// Each run is measured in its text's own font (`Text.font(_:)`), or the body style's when it has none.
    package init(_ texts: [Text]) {
        guard !texts.isEmpty else {
            self.lines = []
            return
        }
        let measures = texts.map { Text.Layout.metrics(of: $0.font) }
        let baseline = measures.map { $0.ascent }.max() ?? 0
        var runs: [Run] = []
        var x: CGFloat = 0
        var character = 0
        for (text, metric) in zip(texts, measures) {
            let run = Run(
                characters: Array(text.string), firstCharacter: character, origin: CGPoint(x: x, y: baseline),
                glyphWidth: metric.glyphWidth, ascent: metric.ascent, descent: metric.descent, attributes: []
            )
            runs.append(run)
            x += run.width
            character += run.characters.count
        }
        self.lines = [Line(origin: CGPoint(x: 0, y: baseline), runs: runs)]
    }

    /// A character's width and a line's reach above and below its baseline in `font`, from `LayoutMetrics`.
    ///
    /// The line height is split as the body style's is (17 points above the baseline of 22).
    static func metrics(of font: Font?) -> (glyphWidth: CGFloat, ascent: CGFloat, descent: CGFloat) {
        let lineHeight = CGFloat(LayoutMetrics.textLineHeight(font))
        let ascent = lineHeight * 17 / 22
        return (CGFloat(LayoutMetrics.characterWidth(font)), ascent, lineHeight - ascent)
    }
}

extension GraphicsContext {
    /// Draws a laid-out line as it was set; the canvas's screen line records its characters, as for drawn text.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        drawing.texts.append(line.string)
    }

    /// Draws a laid-out run as it was set; the canvas's screen line records its characters, as for drawn text.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        drawing.texts.append(run.string)
    }

    /// Draws some glyphs of a run as they were set; the canvas's screen line records their characters.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        drawing.texts.append(slice.string)
    }
}

import Foundation

extension Text.LineStyle {
    /// The line style of an attributed string's underline or strikethrough (iOS 15), for styles that come from UIKit.
    ///
    /// Nil when `nsUnderlineStyle` draws no line (its low byte, the line's kind, is zero). A line's kind
    /// (single, thick, double) has no counterpart here and is dropped; its dot-and-dash pattern is kept; no colour.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard nsUnderlineStyle.rawValue & 0xFF != 0 else { return nil }
        let pattern: Pattern
        switch nsUnderlineStyle.rawValue & 0x0F00 {
        case NSUnderlineStyle.patternDot.rawValue: pattern = .dot
        case NSUnderlineStyle.patternDash.rawValue: pattern = .dash
        case NSUnderlineStyle.patternDashDot.rawValue: pattern = .dashDot
        case NSUnderlineStyle.patternDashDotDot.rawValue: pattern = .dashDotDot
        default: pattern = .solid
        }
        self.init(pattern: pattern)
    }
}

extension NSUnderlineStyle {
    /// The UIKit style of `lineStyle` (iOS 15), to style an attributed string as SwiftUI would: a single line in its pattern.
    public init(_ lineStyle: Text.LineStyle) {
        let pattern: NSUnderlineStyle
        switch lineStyle.pattern {
        case .dot: pattern = .patternDot
        case .dash: pattern = .patternDash
        case .dashDot: pattern = .patternDashDot
        case .dashDotDot: pattern = .patternDashDotDot
        default: pattern = []
        }
        self = NSUnderlineStyle.single.union(pattern)
    }
}

import Foundation

// SwiftUI's insets and UIKit's directional insets are the same four lengths (leading and
// trailing follow the layout direction in both), so each converts to the other field by field.

extension EdgeInsets {
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
    }
}

extension TextInputAutocapitalization {
    /// The SwiftUI form of a UIKit text field's autocapitalization: `.none` is `.never`,
    /// `.allCharacters` is `.characters`. Every UIKit case has one, so it is never nil here.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

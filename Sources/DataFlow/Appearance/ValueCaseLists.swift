// Every case of SwiftUI's small value enums, in declaration order, as their `CaseIterable`
// conformances give them (`ForEach(ContentSizeCategory.allCases, id: \.self)`).

extension LayoutDirection: CaseIterable {
    public static var allCases: [LayoutDirection] { [.leftToRight, .rightToLeft] }
}

extension ContentMode: CaseIterable {
    public static var allCases: [ContentMode] { [.fit, .fill] }
}

extension TextAlignment: CaseIterable {
    public static var allCases: [TextAlignment] { [.leading, .center, .trailing] }
}

extension Visibility: CaseIterable {
    public static var allCases: [Visibility] { [.automatic, .visible, .hidden] }
}

extension ContentSizeCategory: CaseIterable {
    public static var allCases: [ContentSizeCategory] {
        [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
            .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
    }
}

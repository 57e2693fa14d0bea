import DataFlow
import Foundation
import Testing

/// A model enum whose display text is a resource, as apps and App Intents declare it.
private enum Priority: CaseIterable {
    case low, high
    var title: LocalizedStringResource {
        switch self {
        case .low: "Low"
        case .high: "High"
        }
    }
}

/// Lists a query's results, or the system's view when nothing matches.
private struct Results: View {
    let items: [String]
    let query: String
    var body: some View {
        if items.isEmpty {
            if query.isEmpty { ContentUnavailableView.search } else { ContentUnavailableView.search(text: query) }
        } else {
            ForEach(items, id: \.self) { Text(verbatim: $0) }
        }
    }
}

/// A resource is its own key (no string tables, §27): text shows it, `String(localized:)` gives it.
@Suite struct LocalizedStringResourceTests {
    @Test func aResourceShowsItsKey() {
        #expect(Harness(Text(Priority.high.title)).screen == ["Text \"High\""])
        #expect(String(localized: Priority.low.title) == "Low")
        let count = 3
        let interpolated: LocalizedStringResource = "\(count) tasks"
        #expect(interpolated.key == "3 tasks" && interpolated.description == "3 tasks")
        #expect(Harness(Text("plain")).screen == ["Text \"plain\""], "a literal is still a LocalizedStringKey")
    }

    @Test func theSearchViewSaysWhatFoundNothing() {
        #expect(Harness(Results(items: [], query: "")).screen == ["ContentUnavailableView \"No Results\""])
        #expect(Harness(Results(items: [], query: "milk")).screen == ["ContentUnavailableView \"No Results for \u{201C}milk\u{201D}\""])
    }
}

/// `String(localized:)` with a bundle or a default value: its text is the key (or the default
/// value), interpolated (§27).
@Suite struct StringLocalizedTests {
    @Test func aLocalizedStringIsItsInterpolatedKey() {
        let name = "Ann"
        #expect(String(localized: "Hello, \(name)", bundle: .main) == "Hello, Ann")
        #expect(String(localized: "greeting.title", defaultValue: "Welcome", comment: "title") == "Welcome")
        #expect(String(localized: "plain") == "plain")
    }
}

import Foundation

/// The pieces of the system's view for a search that found nothing (iOS 17):
/// `ContentUnavailableView.search` and `.search(text:)` are made of these.
///
/// SwiftUI's title is "No Results", or "No Results for “milk”" naming the search text, above a
/// magnifying glass and the hint "Check the spelling or try a new search."; it has no actions.
/// dataflow's screen line shows the title, as it does any `ContentUnavailableView`'s.
public struct SearchUnavailableContent {
    /// The title and the magnifying glass.
    public struct Label: View {
        let title: String
    }

    /// The hint under the title.
    public struct Description: View {}

    /// The view's actions: none.
    public struct Actions: View {}

    /// The title for a search of `text`: the plain one for an empty search.
    static func title(searching text: String) -> String {
        text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
    }
}

extension SearchUnavailableContent.Label: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: DataFlow.Label(title, systemImage: "magnifyingglass"))] }
}

extension SearchUnavailableContent.Description: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: Text("Check the spelling or try a new search."))] }
}

extension SearchUnavailableContent.Actions: StructuralContent {
    package func children() -> [ChildSlot] { [] }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// The system's view for a search that found nothing: "No Results".
    public static var search:
        ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions>
    {
        ContentUnavailableView(searching: "")
    }

    /// The same, naming what was searched for: "No Results for “milk”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(searching: text)
    }

    private init(searching text: String) {
        title = SearchUnavailableContent.title(searching: text)
        actions = SearchUnavailableContent.Actions()
    }
}

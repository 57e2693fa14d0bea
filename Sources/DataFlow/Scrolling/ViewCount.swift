/// How many views a `ForEach` row makes, as SwiftUI tells from the row's type alone (§33).
///
/// A lazy container finds its rows by their ids without making them only when every row makes
/// the same number of views. An `if` without an `else` (an optional), an `AnyView`, a nested
/// `ForEach`, or a conditional whose branches make different numbers, varies: the container must
/// make every row to count them (WWDC23, "Demystify SwiftUI performance"). Custom views count as
/// their bodies do; modifiers and groups as their content.
enum ViewCount: Equatable {
    case constant(Int)
    case varying

    /// The count for `view`'s type; a tuple of views (whose element types its type does not give
    /// up) by its elements' types.
    static func of(value view: any View) -> ViewCount {
        guard let tuple = view as? any TupleViewProtocol else { return of(type(of: view)) }
        var total = 0
        for element in tuple.elements {
            guard case .constant(let count) = of(value: element) else { return .varying }
            total += count
        }
        return .constant(total)
    }

    /// The count for views of `type`.
    static func of(_ type: any View.Type, depth: Int = 0) -> ViewCount {
        if let declaring = type as? any ViewCountDeclaring.Type { return declaring.viewCount(depth: depth) }
        if type is any BuiltinView.Type { return .constant(1) }
        // A body that is its own view (or a deeper cycle) never ends; SwiftUI's would not either.
        guard depth < 64 else { return .constant(1) }
        return bodyCount(type, depth: depth + 1)
    }

    private static func bodyCount<V: View>(_ type: V.Type, depth: Int) -> ViewCount {
        V.Body.self == Never.self ? .constant(1) : of(V.Body.self, depth: depth)
    }
}

/// A view whose count is not one: structure that makes none, several or a varying number.
protocol ViewCountDeclaring {
    static func viewCount(depth: Int) -> ViewCount
}

extension Optional: ViewCountDeclaring where Wrapped: View {
    static func viewCount(depth: Int) -> ViewCount { .varying }
}

extension AnyView: ViewCountDeclaring {
    static func viewCount(depth: Int) -> ViewCount { .varying }
}

extension ForEach: ViewCountDeclaring where Content: View {
    static func viewCount(depth: Int) -> ViewCount { .varying }
}

extension EmptyView: ViewCountDeclaring {
    static func viewCount(depth: Int) -> ViewCount { .constant(0) }
}

extension Group: ViewCountDeclaring where Content: View {
    static func viewCount(depth: Int) -> ViewCount { ViewCount.of(Content.self, depth: depth + 1) }
}

extension ModifiedContent: ViewCountDeclaring where Content: View, Modifier: ViewModifier {
    static func viewCount(depth: Int) -> ViewCount { ViewCount.of(Content.self, depth: depth + 1) }
}

extension _ConditionalContent: ViewCountDeclaring where TrueContent: View, FalseContent: View {
    static func viewCount(depth: Int) -> ViewCount {
        let trueCount = ViewCount.of(TrueContent.self, depth: depth + 1)
        return trueCount == ViewCount.of(FalseContent.self, depth: depth + 1) ? trueCount : .varying
    }
}

import DataFlow

/// Which view a `why` question names: its identity path, its type name, or text it shows.
enum WhyQuestion {
    /// A question that names nothing the step has, said with what it does have.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case noStep(Int, last: Int)
        case noView(String, views: [String])
        case ambiguous(String, paths: [String])

        var description: String {
            switch self {
            case .noStep(let step, let last):
                "no step \(step): the steps are 0–\(last) (0 is the mount)"
            case .noView(let target, let views):
                "no view \(quoted(target)) at this step: name a view by its type (\(views.prefix(8).joined(separator: ", "))\(views.count > 8 ? ", …" : "")), its identity path, or text it shows"
            case .ambiguous(let target, let paths):
                "\(quoted(target)) names \(paths.count) views: name one by its path (\(paths.prefix(4).joined(separator: ", "))\(paths.count > 4 ? ", …" : ""))"
            }
        }
    }

    /// What a question names: a body view, and the screen line (its text and identity) when it
    /// named one by its text.
    struct Found {
        var view: DependencySnapshot.View
        var line: String?
        var lineIdentity: String?
    }

    /// The body view `target` names in `step`, and the screen line when it named one by its text.
    static func find(_ target: String, in index: StepIndex) throws(Problem) -> Found {
        let step = index.step
        let views = index.snapshot.views
        if let view = index.view(target) { return Found(view: view) }
        let named = views.filter { $0.name == target }
        if named.count == 1 { return Found(view: named[0]) }
        if named.count > 1 { throw .ambiguous(target, paths: named.map(\.identity)) }
        // Text on screen: `clicks: 0`, or as the screen prints it, `Text "clicks: 0"`.
        let text = target.count >= 2 && target.hasPrefix("\"") && target.hasSuffix("\"") ? String(target.dropFirst().dropLast()) : target
        if !text.isEmpty,
            let line = step.screenLines.lines.first(where: { $0.text == target || $0.text.contains(text) }),
            let owner = index.owner(of: line.identity)
        {
            return Found(view: owner, line: line.text, lineIdentity: line.identity)
        }
        var names: [String] = []
        for view in views where !names.contains(view.name) { names.append(view.name) }
        throw .noView(target, views: names)
    }
}

/// What depends on what after a step: every body view (with the body view it sits in), and what
/// each one's body depends on: state it read, the source of a binding it read, environment keys,
/// objects it subscribes to, and the Observation-tracked properties it read (known once one changed).
///
/// It is the picture behind `--format mermaid` and `--format dot`: arrows from a view to what
/// it depends on, in tree order, by the names transcripts use.
package struct DependencySnapshot: Equatable, Codable {
    package struct View: Equatable, Codable {
        package var identity: String
        package var name: String
        /// The identity of the body view it sits in, nil for the root.
        package var parent: String?
    }

    package struct Dependency: Equatable, Codable {
        package enum Kind: String, Equatable, Codable {
            /// Its own `@State` (or an `@AppStorage` key) that its body read (§3).
            case state
            /// The source of a `@Binding` its body read (D3).
            case binding
            /// An environment key it reads (§9).
            case environment
            /// An `ObservableObject` it subscribes to (§7).
            case object
            /// An `@Observable` property whose change re-ran it (§8).
            case observation
        }

        package var view: String
        package var source: String
        package var kind: Kind
    }

    package var views: [View] = []
    package var dependencies: [Dependency] = []

    package init() {}
}

extension ViewGraph {
    /// The body views and their dependencies now, in tree order.
    package func dependencySnapshot() -> DependencySnapshot {
        var snapshot = DependencySnapshot()
        // The body view that encloses each depth of the path being walked (pre-order: a node's
        // parent set its entry just before the node is seen).
        var enclosing: [String?] = []
        root?.walk { node, depth in
            let parent = depth == 0 ? nil : enclosing[depth - 1]
            var here = parent
            if let body = node as? BodyNode {
                snapshot.views.append(.init(identity: body.identityPath, name: body.baseName, parent: parent))
                for box in body.boxes {
                    guard let (source, kind) = box.dependency(describer: host.reporter.describer) else { continue }
                    snapshot.dependencies.append(.init(view: body.identityPath, source: source, kind: kind))
                }
                for name in body.observedProperties {
                    snapshot.dependencies.append(.init(view: body.identityPath, source: name, kind: .observation))
                }
                here = body.identityPath
            }
            if enclosing.count > depth { enclosing[depth] = here } else { enclosing.append(here) }
            return node.children
        }
        return snapshot
    }
}

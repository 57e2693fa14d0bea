import DataFlow
import Testing

fileprivate struct Leaf: View {
    let name: String
    var body: some View { Text(name) }
}

fileprivate struct Tree: View {
    var body: some View {
        VStack {
            Leaf(name: "a")
            HStack {
                Leaf(name: "b")
                Leaf(name: "c")
            }
        }
    }
}

/// One walk serves the inspections: parents before children, in tree order, each node with its
/// depth, into the children the visitor chooses.
@Suite struct TreeWalkTests {
    @Test func parentsComeBeforeChildrenOneLevelDeeper() throws {
        let harness = Harness(Tree())
        let root = try #require(harness.graph.root)
        var order: [ObjectIdentifier: Int] = [:]
        var depths: [ObjectIdentifier: Int] = [:]
        root.walk { node, depth in
            order[ObjectIdentifier(node)] = order.count
            depths[ObjectIdentifier(node)] = depth
            if let parent = node.parent, node !== root {
                #expect(order[ObjectIdentifier(parent)] != nil, "a parent is visited first")
                #expect(depths[ObjectIdentifier(parent)].map { $0 + 1 } == depth)
            }
            return node.children
        }
        #expect(depths[ObjectIdentifier(root)] == 0)
        var leaves: [String] = []
        root.walk { node, _ in
            if let body = node as? BodyNode, body.typeName == "Leaf" { leaves.append(body.identityPath) }
            return node.children
        }
        // In tree order: "a", then "b" and "c" inside the HStack.
        #expect(leaves.map { $0.contains("HStack") } == [false, true, true])
    }

    @Test func theVisitorChoosesWhichChildrenToEnter() throws {
        let harness = Harness(Tree())
        let root = try #require(harness.graph.root)
        var all = 0
        root.walk { node, _ in
            all += 1
            return node.children
        }
        var pruned = 0
        var leaves = 0
        root.walk { node, _ in
            pruned += 1
            if (node as? BodyNode)?.typeName == "Leaf" { leaves += 1 }
            // Nothing below an HStack is entered.
            return node.pathName == "HStack" ? [] : node.children
        }
        #expect(leaves == 1)
        #expect(pruned < all)
    }

    @Test func anAncestorIsFoundByWhatItIs() throws {
        let harness = Harness(Tree())
        let leafB = try #require(
            {
                var found: Node?
                harness.graph.root?.walk { node, _ in
                    if found == nil, let body = node as? BodyNode, body.typeName == "Leaf", body.identityPath.contains("HStack") { found = node }
                    return found == nil ? node.children : []
                }
                return found
            }())
        #expect(leafB.hasAncestor { $0.pathName == "HStack" })
        #expect(!leafB.hasAncestor { $0.pathName == "List" })
        #expect(try #require(harness.graph.root).hasAncestor { _ in true } == false)
    }
}

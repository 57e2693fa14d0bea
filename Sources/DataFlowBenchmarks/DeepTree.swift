import CHeapStats
import DataFlow

/// `dataflow-bench --depth N`: a view nested N levels deep, mounted, updated at its leaf,
/// removed and released; the figures issue 15 asks for (time and heap per level).
package enum DeepTree {
    package struct Result {
        package var depth: Int
        package var nodes: Int
        package var mountSeconds: Double
        package var leafUpdateSeconds: Double
        package var removalSeconds: Double
        /// Heap growth during the mount, per level (nil where the platform cannot say).
        package var bytesPerLevel: Double?
    }

    package static func measure(depth: Int) throws -> Result {
        let heapBefore = heapBytes()
        var start = now()
        let session = Session(root: DeepRoot(depth: depth), inspection: .none)
        let mountSeconds = now() - start
        let bytesPerLevel = heapBytes().flatMap { after in heapBefore.map { Double(after - $0) / Double(depth) } }
        start = now()
        try session.tap("count 0")
        let leafUpdateSeconds = now() - start
        start = now()
        try session.toggle("shown")
        let removalSeconds = now() - start
        return Result(
            depth: depth, nodes: session.graph.counters.nodesCreated, mountSeconds: mountSeconds,
            leafUpdateSeconds: leafUpdateSeconds, removalSeconds: removalSeconds, bytesPerLevel: bytesPerLevel)
    }
}

struct Chain: View {
    let depth: Int

    var body: some View {
        if depth == 0 { DeepLeaf() } else { Chain(depth: depth - 1) }
    }
}

struct DeepLeaf: View {
    @State private var count = 0

    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

struct DeepRoot: View {
    let depth: Int
    @State private var isShown = true

    var body: some View {
        VStack {
            Toggle("shown", isOn: $isShown)
            if isShown { Chain(depth: depth) }
        }
    }
}

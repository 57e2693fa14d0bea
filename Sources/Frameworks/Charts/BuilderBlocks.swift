// The values Charts' result builders (`ChartContentBuilder`, `AxisContentBuilder`,
// `AxisMarkBuilder`) make of a block: nothing, a sequence, or one branch of an `if`/`else`.
// Each builder's file gives them its protocol's conformance.

/// An empty block.
struct BuilderEmpty {
    init() {}
}

/// Several statements of a block, in order.
struct BuilderTuple<each T> {
    var elements: (repeat each T)

    init(elements: (repeat each T)) {
        self.elements = elements
    }
}

/// The branch of an `if`/`else` (or a `switch`) that ran.
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }
}

import Foundation

/// Where an annotation sits relative to its mark. Accepted.
public struct AnnotationPosition: Equatable, Sendable {
    let name: String

    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// What an annotation's content closure is given: the size of the mark it annotates.
public struct AnnotationContext {
    public let targetSize: CGSize
}

/// What an annotation does when it would leave the plot (iOS 17). Accepted.
public struct AnnotationOverflowResolution: Sendable {
    let x: Strategy
    let y: Strategy

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    public struct Strategy: Sendable {
        let name: String

        public static let fit = Strategy(name: "fit")
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit(to: \(boundary.name))") }
        public static let padScale = Strategy(name: "padScale")
        public static let disabled = Strategy(name: "disabled")
        public static let automatic = Strategy(name: "automatic")
    }

    public struct Boundary: Sendable {
        let name: String

        public static let plot = Boundary(name: "plot")
        public static let chart = Boundary(name: "chart")
        public static let automatic = Boundary(name: "automatic")
    }

    public static let automatic = AnnotationOverflowResolution()
}

/// A view drawn beside a mark. Accepted: the mark stays described, the annotation is not on the
/// screen line. A non-escaping content closure runs here, as Charts calls it at once; one given
/// the mark's `AnnotationContext` is escaping and never runs (nothing is laid out).
extension ChartContent {
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        _ = content()
        return self
    }

    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        self
    }

    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        _ = content()
        return self
    }

    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        self
    }
}

import Foundation

/// A canvas's strokes, a value: an empty one, or one read back from its data.
public struct PKDrawing: Equatable, Sendable {
    /// How many strokes it holds: none is ever drawn in a run.
    public var strokes: [PKStroke] = []

    public init() {}

    public init(data: Data) throws { self.init() }

    public func dataRepresentation() -> Data { Data() }

    public var bounds: CGRect { .zero }

    /// The strokes as an image: a run draws none, so an image that stands for the drawing.
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage { UIImage(named: "PKDrawing") ?? UIImage(systemName: "scribble")! }
}

/// One stroke of a drawing.
public struct PKStroke: Equatable, Sendable {}

import Foundation

/// A shape a point's symbol is drawn with (`.symbol(.circle)`), as Charts' `ChartSymbolShape`: a
/// SwiftUI `Shape` with the rectangle its visual weight fills.
public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

extension Circle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// Charts' own symbols: `.circle`, `.square`, `.triangle`, `.diamond`, `.pentagon`, `.plus`,
/// `.cross`, `.asterisk`.
public struct BasicChartSymbolShape: ChartSymbolShape {
    let name: String
    let isStroked: Bool

    public func path(in rect: CGRect) -> Path {
        name == "circle" ? Path(ellipseIn: rect) : Path(rect)
    }

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        BasicChartSymbolShape(name: name, isStroked: true)
    }

    public var _shapeName: String { isStroked ? "\(name).strokeBorder()" : name }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .init(name: "circle", isStroked: false) }
    public static var square: BasicChartSymbolShape { .init(name: "square", isStroked: false) }
    public static var triangle: BasicChartSymbolShape { .init(name: "triangle", isStroked: false) }
    public static var diamond: BasicChartSymbolShape { .init(name: "diamond", isStroked: false) }
    public static var pentagon: BasicChartSymbolShape { .init(name: "pentagon", isStroked: false) }
    public static var plus: BasicChartSymbolShape { .init(name: "plus", isStroked: false) }
    public static var cross: BasicChartSymbolShape { .init(name: "cross", isStroked: false) }
    public static var asterisk: BasicChartSymbolShape { .init(name: "asterisk", isStroked: false) }
}

/// A symbol shape whose type is hidden (what `ChartProxy.symbol(for:)` returns).
public struct AnyChartSymbolShape: ChartSymbolShape {
    let storage: any ChartSymbolShape

    public init(_ content: any ChartSymbolShape) {
        storage = content
    }

    public func path(in rect: CGRect) -> Path { storage.path(in: rect) }
    public var perceptualUnitRect: CGRect { storage.perceptualUnitRect }
    public var _shapeName: String { storage._shapeName }
}

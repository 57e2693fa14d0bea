import Foundation

/// A drawing tool: a pen, a marker, an eraser.
public protocol PKTool {}

public struct PKInkingTool: PKTool, Equatable, Sendable {
    public enum InkType: String, Sendable {
        case pen, pencil, marker, monoline, fountainPen, watercolor, crayon
    }

    public var inkType: InkType
    public var color: UIColor
    public var width: CGFloat

    public init(_ type: InkType, color: UIColor = .black, width: CGFloat = 1) {
        inkType = type
        self.color = color
        self.width = width
    }

    public init(ink type: InkType, color: UIColor = .black) {
        self.init(type, color: color)
    }

    public static func == (lhs: PKInkingTool, rhs: PKInkingTool) -> Bool {
        lhs.inkType == rhs.inkType && lhs.width == rhs.width
    }
}

public struct PKEraserTool: PKTool, Equatable, Sendable {
    public enum EraserType: Sendable { case vector, bitmap, fixedWidthBitmap }

    public var eraserType: EraserType

    public init(_ type: EraserType) { eraserType = type }
}

public struct PKLassoTool: PKTool, Equatable, Sendable {
    public init() {}
}

/// The floating palette of tools, shown for a responder. A run shows no palette: being made
/// visible is recorded nowhere, and no observer is ever told of a tool change.
open class PKToolPicker: @unchecked Sendable {
    open var selectedTool: any PKTool = PKInkingTool(.pen)
    open private(set) var isVisible = false

    public init() {}

    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) { isVisible = visible }
    open func addObserver(_ observer: any PKToolPickerObserver) {}
    open func removeObserver(_ observer: any PKToolPickerObserver) {}
}

/// Told when the tool picker's tool or visibility changes.
public protocol PKToolPickerObserver: AnyObject {}

extension PKCanvasView: PKToolPickerObserver {}

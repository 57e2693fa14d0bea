import Foundation

/// The drawing canvas, a `UIScrollView` an app wraps in a `UIViewRepresentable` (§32). There is no
/// pencil: the canvas holds the drawing the app gives it, and nothing is drawn by a script.
open class PKCanvasView: UIScrollView, @unchecked Sendable {
    /// The strokes on the canvas: what the app set, or empty.
    open var drawing = PKDrawing()
    /// Which touches draw: any finger, or the pencil only.
    open var drawingPolicy: PKCanvasViewDrawingPolicy = .default
    open var tool: any PKTool = PKInkingTool(.pen, color: .black, width: 1)
    open var isRulerActive = false
    // Its delegate is the scroll view's `delegate`: a `PKCanvasViewDelegate` is a
    // `UIScrollViewDelegate`, as in PencilKit.
}

/// Which touches draw on a canvas.
public enum PKCanvasViewDrawingPolicy: Int, Sendable {
    case `default`, anyInput, pencilOnly
}

/// Told when the strokes change; a run never draws, so never told.
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
}

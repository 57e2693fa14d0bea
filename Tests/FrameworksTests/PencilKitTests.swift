import DataFlow
import Testing

@testable import DataFlowPencilKit

/// The canvas as apps wrap it: a representable whose `makeUIView` sets the canvas up and whose
/// `updateUIView` shows or hides the tool picker.
struct SketchCanvas: UIViewRepresentable {
    @Binding var canvas: PKCanvasView
    let showsTools: Bool
    let picker = PKToolPicker()

    func makeUIView(context: Context) -> PKCanvasView {
        canvas.drawingPolicy = .anyInput
        canvas.tool = PKInkingTool(.pen, color: .black, width: 5)
        canvas.becomeFirstResponder()
        return canvas
    }

    func updateUIView(_ view: PKCanvasView, context: Context) {
        picker.setVisible(showsTools, forFirstResponder: view)
        picker.addObserver(view)
    }
}

struct SketchScreen: View {
    @State private var canvas = PKCanvasView()
    @State private var showsTools = false
    @State private var saved = 0

    var body: some View {
        VStack {
            SketchCanvas(canvas: $canvas, showsTools: showsTools)
            Button("Tools") { showsTools.toggle() }
            Button("Clear") { canvas.drawing = PKDrawing() }
            Button("Save \(saved)") {
                let image = UIGraphicsImageRenderer(size: canvas.bounds.size).image { _ in
                    canvas.layer.render(in: UIGraphicsGetCurrentContext()!)
                }
                _ = image
                saved += 1
            }
        }
    }
}

@Suite struct PencilKitTests {
    /// The canvas is a leaf named by its type; the app's buttons around it work.
    @Test func aCanvasIsALeafAndTheAppAroundItRuns() throws {
        let session = Session(SketchScreen())
        #expect(session.screen.contains { $0.contains("SketchCanvas") })
        _ = try session.play(.tap("Tools"))
        _ = try session.play(.tap("Clear"))
        _ = try session.play(.tap("Save 0"))
        #expect(session.screen.contains { $0.hasSuffix("Button \"Save 1\"") })
    }

    @Test func aDrawingIsAnEmptyValueANewCanvasHolds() {
        #expect(PKCanvasView().drawing == PKDrawing())
        #expect(PKDrawing().strokes.isEmpty)
        #expect(PKCanvasView().isFirstResponder == false, "no UIKit view becomes first responder in a run")
    }
}

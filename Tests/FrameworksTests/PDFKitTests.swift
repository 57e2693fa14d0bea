import DataFlow
import DataFlowPDFKit
import Foundation
import Testing

/// A PDF drawn in code keeps its page count; PDFKit reads it back (nothing is rendered).
@Suite struct PDFKitTests {
    @Test func aRenderedPDFHasThePagesItsDrawingBegan() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        var drawn = 0
        let data = renderer.pdfData { context in
            for _ in 0..<3 {
                context.beginPage()
                drawn += 1
            }
        }
        #expect(drawn == 3)
        let document = try #require(PDFDocument(data: data))
        #expect(document.pageCount == 3)
        #expect(document.page(at: 3) == nil)
        #expect(PDFDocument(data: Data("%PDF-1.4".utf8))?.pageCount == 1)
    }
}

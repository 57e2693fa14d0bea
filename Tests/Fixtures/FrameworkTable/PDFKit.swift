import PDFKit
import SwiftUI

// claim: Text "PDFKit: 2 pages"
struct PDFKitRow: View {
    var body: some View {
        Text("PDFKit: \(pages()) pages")
    }

    private func pages() -> Int {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        let data = renderer.pdfData { context in
            context.beginPage()
            context.beginPage()
        }
        return PDFDocument(data: data)?.pageCount ?? 0
    }
}

import Foundation

/// Draws a PDF in code (`renderer.pdfData { context in context.beginPage(); … }`). The drawing
/// code runs, drawing nothing; the data stands for the document: a PDF header and a comment that
/// counts its pages, deterministic for the same drawing (PDFKit's `PDFDocument` reads the count).
open class UIGraphicsPDFRenderer: @unchecked Sendable {
    public let bounds: CGRect
    public let format: UIGraphicsPDFRendererFormat

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = UIGraphicsPDFRendererFormat()) {
        self.bounds = bounds
        self.format = format
    }

    open func pdfData(actions: (UIGraphicsPDFRendererContext) throws -> Void) rethrows -> Data {
        let context = UIGraphicsPDFRendererContext(bounds: bounds)
        try actions(context)
        return Data("%PDF-1.7\n% dataflow document: \(context.pages) pages, \(Int(bounds.width))×\(Int(bounds.height))\n%%EOF\n".utf8)
    }

    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) throws -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}

/// A PDF document's metadata, given to a renderer.
open class UIGraphicsPDFRendererFormat: @unchecked Sendable {
    open var documentInfo: [String: Any] = [:]
    public init() {}
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The context a PDF renderer's drawing code draws into, a page at a time.
open class UIGraphicsPDFRendererContext: @unchecked Sendable {
    public let cgContext = CGContext()
    public let pdfContextBounds: CGRect
    private(set) var pages = 0

    init(bounds: CGRect) { pdfContextBounds = bounds }

    open func beginPage() { pages += 1 }
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) { pages += 1 }
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func setURL(_ url: URL, for rect: CGRect) {}
}

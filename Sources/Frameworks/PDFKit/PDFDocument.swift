import Foundation

/// A PDF document: its pages are counted, not read (a run renders no PDF). A document made from
/// data `UIGraphicsPDFRenderer` wrote has the pages it drew; any other has one.
open class PDFDocument: NSObject, @unchecked Sendable {
    private var pages: [PDFPage]
    open var documentURL: URL?
    open var documentAttributes: [AnyHashable: Any]?

    public override init() { pages = [] }

    public init?(data: Data) {
        pages = (0..<Self.pageCount(in: data)).map { _ in PDFPage() }
    }

    public init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        pages = (0..<Self.pageCount(in: data)).map { _ in PDFPage() }
        documentURL = url
    }

    open var pageCount: Int { pages.count }
    open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
    open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }
    open func insert(_ page: PDFPage, at index: Int) { pages.insert(page, at: min(max(index, 0), pages.count)) }
    open func removePage(at index: Int) { if pages.indices.contains(index) { pages.remove(at: index) } }
    open var string: String? { pages.compactMap(\.string).joined(separator: "\n") }

    open func dataRepresentation() -> Data? {
        Data("%PDF-1.7\n% dataflow document: \(pages.count) pages\n%%EOF\n".utf8)
    }

    open func write(to url: URL) -> Bool { (try? dataRepresentation()?.write(to: url)) != nil }

    /// The pages a dataflow-written PDF says it has; one for any other PDF.
    private static func pageCount(in data: Data) -> Int {
        let text = String(decoding: data.prefix(200), as: UTF8.self)
        guard let match = text.firstMatch(of: /% dataflow document: (\d+) pages/) else { return 1 }
        return Int(match.output.1) ?? 1
    }
}

/// A page of a PDF document.
open class PDFPage: NSObject, @unchecked Sendable {
    public override init() {}
    /// A page that shows an image (a scanned page): a page whose image is not drawn (D15).
    public init?(image: UIImage) {}
    public init?(image: UIImage, options: [PDFPage.ImageInitializationOption: Any] = [:]) {}

    /// How a page made from an image is laid out.
    public struct ImageInitializationOption: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaBox = ImageInitializationOption(rawValue: "PDFPageImageInitializationOptionMediaBox")
        public static let rotation = ImageInitializationOption(rawValue: "PDFPageImageInitializationOptionRotation")
        public static let upscaleIfSmaller = ImageInitializationOption(rawValue: "PDFPageImageInitializationOptionUpscaleIfSmaller")
        public static let compressionQuality = ImageInitializationOption(rawValue: "PDFPageImageInitializationOptionCompressionQuality")
    }
    open var string: String? { nil }
    open var label: String? { nil }
    open func bounds(for box: PDFDisplayBox) -> CGRect { CGRect(x: 0, y: 0, width: 612, height: 792) }
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage { UIImage(named: "PDF page")! }
    /// Draws the page into a context: runs, draws nothing (D15).
    open func draw(with box: PDFDisplayBox, to context: CGContext) {}
}

public enum PDFDisplayBox: Int, Sendable { case mediaBox = 0, cropBox, bleedBox, trimBox, artBox }

/// Shows a PDF document, in a representable: a UIKit leaf (nothing is drawn).
open class PDFView: UIView, @unchecked Sendable {
    open var document: PDFDocument?
    open var autoScales = false
    open var displayMode: PDFDisplayMode = .singlePageContinuous
    open var displayDirection: PDFDisplayDirection = .vertical
    open var currentPage: PDFPage? { document?.page(at: 0) }
    open func go(to page: PDFPage) {}
}

public enum PDFDisplayMode: Int, Sendable { case singlePage = 0, singlePageContinuous, twoUp, twoUpContinuous }
public enum PDFDisplayDirection: Int, Sendable { case vertical = 0, horizontal }

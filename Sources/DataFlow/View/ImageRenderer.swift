import Foundation

/// Renders a view into an image (iOS 16): dataflow draws no pixels, so the image it hands out is
/// named after what it renders (`Image "x"` gives an image named `x`, any other view its type's
/// name), as the screen shows images by name (D15); its data is empty.
///
/// Its size is computed as SwiftUI's would be where dataflow can know it: a `.frame(width:height:)`
/// on the content gives its dimensions, then `proposedSize`; a dimension neither gives is 10
/// points, as SwiftUI sizes a view that takes what it is offered under an unspecified proposal
/// (`ProposedViewSize.replacingUnspecifiedDimensions()`). An `EmptyView`, or a zero dimension,
/// renders nothing: `cgImage` and `uiImage` are nil. `cgImage` is that size times `scale`, in
/// pixels. Setting what the renderer renders (content, proposal, scale, opacity, colour mode,
/// dynamic range) publishes `objectWillChange`, so a view that observes the renderer updates.
///
/// Its members are not isolated to the main actor as SwiftUI's are: dataflow runs an app on one
/// thread, and code that uses the renderer on the main actor compiles the same.
public final class ImageRenderer<Content: View>: ObservableObject, @unchecked Sendable {
    /// SwiftUI's publisher for the renderer: it fires before anything the renderer renders changes.
    public typealias ObjectWillChangePublisher = PassthroughSubject<Void, Never>

    /// Fires before the content or a rendering setting changes.
    public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view to render.
    public var content: Content {
        willSet { willChange() }
    }
    /// The scale of the image's pixels, 1 by default.
    public var scale: CGFloat = 1 {
        willSet { willChange() }
    }
    /// Whether the image has no transparent pixels.
    public var isOpaque = false {
        willSet { willChange() }
    }
    /// The size offered to the content (unspecified by default: the content's own size).
    public var proposedSize: ProposedViewSize = .unspecified {
        willSet { willChange() }
    }
    /// The colour space the image is drawn in.
    public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { willChange() }
    }
    /// The dynamic range the image may use (iOS 26); nil for the default.
    public var allowedDynamicRange: Image.DynamicRange? {
        willSet { willChange() }
    }
    /// Whether the renderer watches what its content reads (iOS 17.2): kept, as given.
    public var isObservationEnabled = true
    /// Bumped on every change, so a view holding the renderer (`@StateObject`) hears it through
    /// the `ObservableObject` publisher as well.
    @Published private var revision = 0

    public init(content view: Content) {
        content = view
    }

    /// The rendered image, named after its content; nil when the content has no size.
    public var uiImage: UIImage? {
        guard Self.hasArea(renderedSize) else { return nil }
        if let image = content as? Image { return UIImage(named: image.name) }
        return UIImage(named: recipe)
    }

    /// The rendered bitmap: the rendered size times `scale`, in pixels, standing for the content
    /// it renders (no pixels are drawn); nil when the content has no size.
    public var cgImage: CGImage? {
        let size = renderedSize
        guard Self.hasArea(size) else { return nil }
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), recipe: recipe)
    }

    /// Renders into a Core Graphics context of the caller's: `renderer` is called once, now, with
    /// the rendered size in points and a function that draws the content into a context (it draws
    /// nothing here, D15).
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        renderer(renderedSize) { _ in }
    }

    /// Announces a change on both publishers.
    private func willChange() {
        let subject: PassthroughSubject<Void, Never> = objectWillChange
        subject.send()
        revision &+= 1
    }

    /// What the image stands for: `ImageRenderer(Text)`.
    private var recipe: String { "ImageRenderer(\(Content.self))" }

    /// The content's size in points, by the rule in the type's documentation.
    var renderedSize: CGSize {
        if content is EmptyView { return .zero }
        var width: Double?
        var height: Double?
        var view: any View = content
        while let modified = view as? any ModifiedContentProtocol {
            if let frame = modified.anyModifier as? _FrameLayout {
                width = width ?? frame.width
                height = height ?? frame.height
            }
            view = modified.anyContent
        }
        let proposal = proposedSize
        return CGSize(width: width.map { CGFloat($0) } ?? proposal.width ?? 10, height: height.map { CGFloat($0) } ?? proposal.height ?? 10)
    }

    private static func hasArea(_ size: CGSize) -> Bool { size.width > 0 && size.height > 0 }
}

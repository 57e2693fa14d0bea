import Foundation

/// How a sheet is sized on a large screen (iOS 18), accepted (D15): an iPhone's sheets fill its
/// screen whatever the sizing, and dataflow lays nothing out. A sizing is still a value code can
/// ask: `proposedSize(for:context:)` answers the iPhone's screen (or, fitted, the size the
/// content's root fits, which is the screen's too), so a custom sizing built on them runs.
public protocol PresentationSizing {
    /// The size proposed to the sheet's content.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The root view of a presentation, as a sizing asks it for its size.
public struct PresentationSizingRoot {
    init() {}

    /// The size the root takes in `proposal`: dataflow lays nothing out, so each dimension is the
    /// one proposed, or the screen's where none is (393 × 852 points, or `--screen`'s).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: UIScreen.size)
    }
}

/// What a sizing is told about the presentation: nothing dataflow models.
public struct PresentationSizingContext {
    init() {}
}

/// The platform's sizing: on an iPhone, the screen.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(UIScreen.size)
    }
}

/// A form's size on a large screen; on an iPhone, the screen.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(UIScreen.size)
    }
}

/// A page's size on a large screen; on an iPhone, the screen.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(UIScreen.size)
    }
}

/// The content's own size: what its root fits when nothing is proposed.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(root.sizeThatFits(.unspecified))
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// Keeps the sheet from shrinking along the axes asked: accepted, the sizing itself comes back.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }
    /// Fits the content along the axes asked: accepted, the sizing itself comes back.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
}

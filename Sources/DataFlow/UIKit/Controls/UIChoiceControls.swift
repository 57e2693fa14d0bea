import Foundation

/// UIKit's segmented control: `pick "<name>" "<segment>"` selects the segment with that title
/// and sends `valueChanged` (a segment made from a `UIAction` runs it first); picking the
/// selected one again does nothing, unless the control is momentary.
open class UISegmentedControl: UIControl, @unchecked Sendable {
    public static let noSegment = -1

    private var segments: [Segment] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?
    open var numberOfSegments: Int { segments.count }

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Segments with these titles (strings) or images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
    }

    /// Segments made from actions (iOS 14): choosing one runs its handler.
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: action.title, image: action.image, action: action), at: min(max(segment, 0), segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
    }
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
    }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].title = title } }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].image = image } }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
    }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {}
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    override package func ownControls(label: String) -> [ControlHandle] {
        segments.indices.filter { segments[$0].isEnabled }.map { index in
            let option = segments[index].title ?? segments[index].image.map { $0.name } ?? "\(index + 1)"
            return handle(.picker, ScriptAction.pickerLabel(label, option)) { control, _ in
                guard let control = control as? UISegmentedControl, control.isMomentary || control.selectedSegmentIndex != index else { return }
                control.selectedSegmentIndex = control.isMomentary ? Self.noSegment : index
                if let action = control.segments[index].action { control.sendAction(action) }
                control.sendActions(for: .valueChanged)
            }
        }
    }
}

/// UIKit's page dots: `pick "<name>" "<page>"` (from 1) goes to that page and sends
/// `valueChanged`, as tapping toward it does.
open class UIPageControl: UIControl, @unchecked Sendable {
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true
    open var preferredIndicatorImage: UIImage?

    override package func ownControls(label: String) -> [ControlHandle] {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return [] }
        return (0..<max(numberOfPages, 0)).map { page in
            handle(.picker, ScriptAction.pickerLabel(label, "\(page + 1)")) { control, _ in
                guard let control = control as? UIPageControl, control.currentPage != page else { return }
                control.currentPage = page
                control.sendActions(for: .valueChanged)
            }
        }
    }
}

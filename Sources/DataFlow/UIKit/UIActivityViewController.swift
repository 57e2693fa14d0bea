import Foundation

/// UIKit's share sheet, as apps wrap it in a `UIViewControllerRepresentable` shown in a
/// `.sheet`. Nothing is shared in a run: when its sheet closes (a script's `dismiss`), its
/// `completionWithItemsHandler` is told no activity completed, as when the user closes it.
open class UIActivityViewController: UIViewController, ReportsLeaving, @unchecked Sendable {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    private var finished = false

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init()
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        super.init(coder: coder)
    }

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let handler = completionWithItemsHandler else { return nil }
        finished = true
        return { handler(nil, false, nil, nil) }
    }
}

/// A service the share sheet offers.
open class UIActivity: @unchecked Sendable {
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    public init() {}
}

/// A UIKit controller that reports once it has left the screen (its sheet closed): a share sheet
/// tells its completion handler that nothing was shared, a picker its delegate that the user
/// cancelled. The representable that showed it calls `leavingReport` when it is removed.
package protocol ReportsLeaving: AnyObject {
    /// What to run, as its own event after the update that removed it, or nil.
    func leavingReport() -> (() -> Void)?
}

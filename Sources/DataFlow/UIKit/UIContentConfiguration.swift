import Foundation

// UIKit's content configurations (iOS 14): a value that describes a cell's content and makes the
// view that shows it. SwiftUI's `UIHostingConfiguration` is one. dataflow has no table or
// collection view cells (`UITableViewCell` is only its appearance proxy), so a configuration is
// made, modified and turned into its content view by the app's own code, and no cell shows it.

/// A description of a view's content, and the view that shows it.
public protocol UIContentConfiguration {
    /// A new view showing this content.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for a cell in `state` (selected, highlighted, …).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, which a new configuration of the same kind updates.
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` can be applied to this view: one of the same type as its own.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}

/// The state of a view or cell a configuration is updated for: its traits, and the app's own
/// values under custom keys.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app's own value in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

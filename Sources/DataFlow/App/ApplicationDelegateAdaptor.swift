import Foundation

/// An App's UIKit delegate (`@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`):
/// made once, when the app is, and launched as UIKit launches it
/// (`application(_:willFinishLaunchingWithOptions:)`, then `…didFinishLaunchingWithOptions:`),
/// before the first window's views; the app keeps the same delegate for the run.
///
/// Swift on Linux cannot make an object from its class alone (no Objective-C runtime), so
/// dataflow's preprocessor passes the delegate's initializer along (`_make:`), from the type the
/// attribute names (`(AppDelegate.self)`) or the property declares (`var appDelegate: AppDelegate`).
/// An `ObservableObject` delegate's `$appDelegate` bindings are not offered (Swift finds no
/// projected value declared only for some delegates).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The delegate SwiftUI made for the app.
    public let wrappedValue: DelegateType

    @available(
        *, unavailable,
        message: "dataflow makes the delegate from its type: write @UIApplicationDelegateAdaptor(AppDelegate.self) or declare the property's type"
    )
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        fatalError("unavailable")
    }

    /// The delegate `make` creates, launched. dataflow's preprocessor writes `_make:`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self, _make make: () -> DelegateType) {
        let delegate = make()
        _ = delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        wrappedValue = delegate
    }
}

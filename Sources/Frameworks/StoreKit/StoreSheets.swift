// Sheets the App Store draws over the app. There is no App Store here: nothing is drawn and the
// binding stays as the app set it (the sheet never dismisses itself). The binding is not read, so
// presenting one adds no dependency a device's SwiftUI would not have.
extension View {
    /// The App Store's subscription management sheet (iOS 15).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// The same, for one subscription group (iOS 17).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }

    /// The App Store's offer code sheet (iOS 16); `onCompletion` is never called.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        self
    }
}

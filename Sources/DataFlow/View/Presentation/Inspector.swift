import Foundation

extension View {
    /// An inspector (iOS 17): beside the content in a regular width, and a sheet in a compact
    /// one, as on an iPhone. dataflow's screen is an iPhone's, so it presents and dismisses as
    /// `.sheet(isPresented:)` does (§17).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _PresentationModifier> {
        let shown = content()
        return sheet(isPresented: isPresented) { shown }
    }

    /// The inspector column's width in a regular width: an iPhone shows none (accepted).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".inspectorColumnWidth")
    }

    public func inspectorColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> { styled(".inspectorColumnWidth") }
}

extension LayoutSubview {
    /// The container values of the view (iOS 18), as a custom layout reads them while it places
    /// the view. No layout runs in dataflow (a `LayoutSubviews` is empty, see `Layout`), so there
    /// is never a subview to ask; the value is an empty set of values, each key at its default.
    public var containerValues: ContainerValues { ContainerValues() }
}

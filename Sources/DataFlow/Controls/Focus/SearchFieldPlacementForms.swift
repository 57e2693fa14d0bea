extension SearchFieldPlacement {
    /// The search field in the toolbar's principal position (iOS 26): where it is drawn (D15).
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
}

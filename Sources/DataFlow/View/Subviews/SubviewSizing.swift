extension Subview {
    /// How a container sizes its subviews (iOS 26): all the same along some axes, or each its own
    /// size. A layout choice, accepted as a value (D15).
    public enum ContainerSizingOptions: Sendable {
        case uniform(axis: Axis.Set)
        case variable
    }
}

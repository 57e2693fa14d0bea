import Foundation

/// The split view forms that name the column a compact width shows on top (iOS 17).
///
/// On an iPhone SwiftUI collapses the columns into one stack and shows the preferred column,
/// writing the binding as the user moves between columns. dataflow shows the columns one after
/// another, as a regular width does (`LegacyPresentations.swift`), so the binding is read by
/// nothing and never written (accepted, as `columnVisibility` is).
extension NavigationSplitView {
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

import DataFlow
import Testing

/// A UIKit alert keeps what the app gives it; presented, it is recorded and not shown (§32), so
/// no action's handler runs.
@Suite struct UIAlertControllerTests {
    @Test func anAlertKeepsItsActionsAndFieldsAndIsNotShown() {
        var handled = false
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in handled = true })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone")
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"] && alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.textFields?.first?.placeholder == "Name")
        #expect(alert.popoverPresentationController == nil, "only an action sheet is anchored")
        let root = UIViewController()
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        #expect(!handled)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.permittedArrowDirections = []
        #expect(sheet.popoverPresentationController?.permittedArrowDirections == [])
    }
}

import DataFlow
import Foundation
import Testing

/// What the UIKit side saw, in order (a class: the representable is re-made on each update).
private final class Journal {
    var calls: [String] = []
}

private struct Counter: UIViewRepresentable {
    let value: Int
    let journal: Journal

    func makeCoordinator() -> Coordinator {
        journal.calls.append("makeCoordinator")
        let coordinator = Coordinator()
        coordinator.journal = journal
        return coordinator
    }
    func makeUIView(context: Context) -> UILabel {
        journal.calls.append("make \(value)")
        context.coordinator.made += 1
        return UILabel()
    }
    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = "\(value)"
        journal.calls.append("update \(value) coordinator made \(context.coordinator.made)")
    }
    static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
        coordinator.journal?.calls.append("dismantle \(uiView.text ?? "")")
    }

    final class Coordinator {
        var made = 0
        weak var journal: Journal?
    }
}

private struct CounterScreen: View {
    @State private var value = 1
    @State private var other = 0
    @State private var shown = true
    let journal: Journal
    var body: some View {
        VStack {
            if shown { Counter(value: value, journal: journal) }
            Button("Up") { value += 1 }
            Button("Other \(other)") { other += 1 }
            Button("Hide") { shown = false }
        }
    }
}

/// A coordinator is how UIKit's delegate calls reach SwiftUI: its binding writes state.
private struct DayPicker: UIViewRepresentable {
    @Binding var day: DateComponents?

    func makeCoordinator() -> Coordinator { Coordinator(self) }
    func makeUIView(context: Context) -> UICalendarView {
        let view = UICalendarView()
        view.selectionBehavior = UICalendarSelectionSingleDate(delegate: context.coordinator)
        return view
    }
    func updateUIView(_ uiView: UICalendarView, context: Context) {
        context.coordinator.parent = self
    }

    final class Coordinator: NSObject, UICalendarSelectionSingleDateDelegate {
        var parent: DayPicker
        init(_ parent: DayPicker) { self.parent = parent }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            parent.day = dateComponents
        }
    }
}

private struct Planner: View {
    @State private var day: DateComponents?
    var body: some View {
        VStack {
            Text(day.map { "\($0.year ?? 0)-\($0.month ?? 0)-\($0.day ?? 0)" } ?? "no day")
            DayPicker(day: $day)
        }
    }
}

private struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Environment(\.dismiss) private var dismiss

    func makeCoordinator() -> Coordinator { Coordinator(self) }
    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: PhotoPicker
        init(_ parent: PhotoPicker) { self.parent = parent }
        func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            parent.image = info[.originalImage] as? UIImage
            parent.dismiss()
        }
    }
}

private struct ShareSheet: UIViewControllerRepresentable {
    let done: (Bool) -> Void
    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
        controller.completionWithItemsHandler = { _, completed, _, _ in done(completed) }
        return controller
    }
    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

private struct Album: View {
    @State private var image: UIImage?
    @State private var picking = false
    @State private var sharing = false
    @State private var shared = "not yet"
    var body: some View {
        VStack {
            Text(image == nil ? "no photo" : "a photo")
            Text("shared: \(shared)")
            Button("Pick") { picking = true }
            Button("Share") { sharing = true }
        }
        .sheet(isPresented: $picking) { PhotoPicker(image: $image) }
        .sheet(isPresented: $sharing) { ShareSheet { shared = $0 ? "yes" : "no" } }
    }
}

/// A controller that notes its life, and writes state when it appears.
private final class NotingController: UIViewController, @unchecked Sendable {
    let journal: Journal
    var onAppear: () -> Void = {}
    init(journal: Journal) {
        self.journal = journal
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        journal.calls.append("loadView")
        view = UILabel()
    }
    override func viewDidLoad() { journal.calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { journal.calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) {
        journal.calls.append("viewDidAppear")
        onAppear()
    }
    override func viewDidDisappear(_ animated: Bool) { journal.calls.append("viewDidDisappear") }
}

private struct Noting: UIViewControllerRepresentable {
    let journal: Journal
    @Binding var appeared: Int
    func makeUIViewController(context: Context) -> NotingController {
        journal.calls.append("make")
        return NotingController(journal: journal)
    }
    func updateUIViewController(_ uiViewController: NotingController, context: Context) {
        journal.calls.append("update")
        uiViewController.onAppear = { appeared += 1 }
    }
}

private struct NotingScreen: View {
    let journal: Journal
    @State private var shown = false
    @State private var appeared = 0
    var body: some View {
        VStack {
            Text("appeared \(appeared)")
            Button(shown ? "Close" : "Open") { shown.toggle() }
        }
        .sheet(isPresented: $shown) { Noting(journal: journal, appeared: $appeared) }
    }
}

/// §32: a representable's UIKit object is made once, updated whenever SwiftUI would re-run a
/// body with its inputs, and dismantled when it leaves; its coordinator is the one its
/// delegates reach, and a script operates the UIKit controls apps wrap.
@Suite struct RepresentableTests {
    @Test func itIsMadeOnceUpdatedWithNewInputsAndDismantledWhenItLeaves() throws {
        let journal = Journal()
        let session = Session(CounterScreen(journal: journal))
        #expect(session.screen.contains("  Counter (UIKit UILabel)"))
        #expect(journal.calls == ["makeCoordinator", "make 1", "update 1 coordinator made 1"])
        journal.calls = []
        try session.tap("Up")
        #expect(journal.calls == ["update 2 coordinator made 1"])
        journal.calls = []
        // Its inputs (a value and the same journal) compare equal: no update, as no body runs.
        let step = try session.tap("Other 0")
        #expect(journal.calls.isEmpty)
        #expect(step.skipped.map(\.view) == ["Counter"])
        try session.tap("Hide")
        #expect(journal.calls == ["dismantle 2"])
    }

    @Test func aPickedDateReachesStateThroughTheCoordinator() throws {
        let session = Session(Planner())
        #expect(session.controls.contains { $0.hasPrefix("pick \"DayPicker\"") })
        let step = try session.play(.pick("DayPicker", "2026-03-14"))
        #expect(step.screen.contains("  Text \"2026-3-14\""))
        #expect(step.ranViews == ["Planner", "DayPicker"])
        let unread = try session.play(.pick("DayPicker", "14 March"))
        #expect(unread.issues.contains { $0.text.contains("\"14 March\" is not a day the calendar offers") })
        #expect(unread.ranViews.isEmpty)
    }

    @Test func aPickedPhotoWritesTheBindingAndTheEnvironmentsDismissClosesTheSheet() throws {
        let session = Session(Album())
        try session.tap("Pick")
        #expect(session.screen.contains("  PhotoPicker (UIKit UIImagePickerController)"))
        let step = try session.play(.pickPhotos("PhotoPicker", count: 1))
        #expect(step.screen.contains("  Text \"a photo\""))
        #expect(!step.screen.contains { $0.contains("sheet") })
    }

    @Test func aShareSheetReportsItsCompletionAfterItCloses() throws {
        let session = Session(Album())
        try session.tap("Share")
        let step = try session.play(.dismiss)
        // Told after the update that removed it, so the write lands (not dropped as in-update).
        #expect(step.screen.contains("  Text \"shared: no\""))
        #expect(step.warnings.isEmpty)
        #expect(step.passes == 2)
    }

    @Test func aControllerLoadsItsViewInTheUpdateAndAppearsAfterIt() throws {
        let journal = Journal()
        let session = Session(NotingScreen(journal: journal))
        let step = try session.tap("Open")
        // The write in viewDidAppear changes its binding's value: it is updated once more.
        #expect(journal.calls == ["make", "update", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "update"])
        // Its appearance is UIKit's own event, after the update: the write there lands.
        #expect(step.warnings.isEmpty)
        #expect(step.screen.contains("  Text \"appeared 1\""))
        journal.calls = []
        try session.play(.dismiss)
        #expect(journal.calls == ["viewDidDisappear"])
    }
}

import DataFlow
import Foundation
import Testing

// The UIKit controls apps wrap, as the preprocessor hands their `#selector`s over: the name and
// the method (`#selector(Coordinator.changed(_:))` is `Selector("changed:", Coordinator.changed(_:))`).

/// A switch whose coordinator hears of changes by target-action.
private struct NativeSwitch: UIViewRepresentable {
    @Binding var isOn: Bool
    var enabled = true

    func makeUIView(context: Context) -> UISwitch {
        let toggle = UISwitch()
        toggle.addTarget(context.coordinator, action: Selector("changed:", Coordinator.changed(_:)), for: .valueChanged)
        return toggle
    }
    func updateUIView(_ uiView: UISwitch, context: Context) {
        uiView.isOn = isOn
        uiView.isEnabled = enabled
    }
    func makeCoordinator() -> Coordinator { Coordinator(isOn: $isOn) }

    final class Coordinator: NSObject {
        var isOn: Binding<Bool>
        init(isOn: Binding<Bool>) { self.isOn = isOn }
        func changed(_ sender: UISwitch) { isOn.wrappedValue = sender.isOn }
    }
}

/// A stack of UIKit controls: a button with a closure action, a stepper, segments made from
/// actions, and a view with a tap recognizer whose action is bound to the coordinator.
private struct Panel: UIViewRepresentable {
    @Binding var log: [String]

    func makeUIView(context: Context) -> UIStackView {
        let coordinator = context.coordinator
        let save = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Save") { _ in coordinator.note("saved") })
        let stepper = UIStepper()
        stepper.maximumValue = 2
        stepper.wraps = true
        stepper.addTarget(coordinator, action: Selector("stepped:", Coordinator.stepped(_:)), for: .valueChanged)
        let sizes = UISegmentedControl(
            frame: .zero, actions: ["S", "M", "L"].map { size in UIAction(title: size) { _ in coordinator.note("size \(size)") } })
        let card = UIView()
        card.addGestureRecognizer(UITapGestureRecognizer(target: coordinator, action: Selector("tapped", Coordinator.tapped)))
        let hidden = UIButton(type: .system)
        hidden.setTitle("Hidden", for: .normal)
        hidden.isHidden = true
        return UIStackView(arrangedSubviews: [save, stepper, sizes, card, hidden])
    }
    func updateUIView(_ uiView: UIStackView, context: Context) { context.coordinator.parent = self }
    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator {
        var parent: Panel
        init(_ parent: Panel) { self.parent = parent }
        func note(_ entry: String) { parent.log.append(entry) }
        func stepped(_ sender: UIStepper) { note("step \(Int(sender.value))") }
        func tapped() { note("tapped") }
    }
}

/// A text field whose delegate refuses more than three characters, and a text view.
private struct Fields: UIViewRepresentable {
    @Binding var code: String
    @Binding var notes: String

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let field = UITextField()
        field.placeholder = "Code"
        field.delegate = context.coordinator
        field.addTarget(context.coordinator, action: Selector("edited:", Coordinator.edited(_:)), for: .editingChanged)
        let notes = UITextView()
        notes.delegate = context.coordinator
        view.addSubview(field)
        view.addSubview(notes)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.parent = self }
    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var parent: Fields
        init(_ parent: Fields) { self.parent = parent }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            string.count <= 3
        }
        func edited(_ sender: UITextField) { parent.code = sender.text ?? "" }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
        func textViewDidChange(_ textView: UITextView) { parent.notes = textView.text }
    }
}

private struct Controls: View {
    @State private var on = false
    @State private var locked = false
    @State private var log: [String] = []
    @State private var code = ""
    @State private var notes = ""
    var body: some View {
        VStack {
            NativeSwitch(isOn: $on, enabled: !locked)
            Text(on ? "on" : "off")
            Button("Lock") { locked = true }
            Panel(log: $log)
            Text(log.joined(separator: ", "))
            Fields(code: $code, notes: $notes)
            Text("code \(code) notes \(notes)")
        }
    }
}

/// §32: the controls inside a representable are operated as the user touches them; they send
/// UIKit's events to their targets and actions, and the app's coordinator writes its state.
@Suite struct UIKitControlsTests {
    @Test func aSwitchSendsValueChangedToItsTargetAndADisabledOneCannotBeFlipped() throws {
        let session = Session(Controls())
        let step = try session.toggle("NativeSwitch")
        #expect(step.screen.contains("  Text \"on\""))
        try session.tap("Lock")
        let blocked = try session.toggle("NativeSwitch")
        #expect(blocked.issues.contains { $0.text.contains("its UISwitch is not enabled (isEnabled is false)") })
        #expect(blocked.screen.contains("  Text \"on\""))
    }

    @Test func buttonsSteppersSegmentsAndTapsRunTheirActions() throws {
        let session = Session(Controls())
        #expect(!session.controls.contains { $0.contains("Hidden") })
        try session.tap("Save")
        try session.play(.increment("Panel"))
        try session.play(.increment("Panel"))
        try session.play(.increment("Panel"))
        try session.play(.pick("Panel", "M"))
        let step = try session.play(.tapGesture("Panel"))
        // The stepper wraps from its maximum (2) to its minimum.
        #expect(step.screen.contains("  Text \"saved, step 1, step 2, step 0, size M, tapped\""))
    }

    @Test func aTextFieldAsksItsDelegateAndTellsItsTargets() throws {
        let session = Session(Controls())
        try session.type("Code", "123")
        let refused = try session.type("Code", "12345")
        #expect(refused.issues.contains { $0.text.contains("refused \"12345\": the text is unchanged") })
        #expect(refused.screen.contains("  Text \"code 123 notes \""))
        // Return: the delegate resigns the field, as apps do; a second type begins editing anew.
        try session.play(.submit("Code"))
        let notes = try session.type("Fields", "call back")
        #expect(notes.screen.contains("  Text \"code 123 notes call back\""))
    }

    @Test func selectorsCallTheAppsOwnMethodsAndFrameworkNamesCallNothing() {
        final class Target {
            var calls: [String] = []
            func plain() { calls.append("plain") }
            func withSender(_ sender: UIButton) { calls.append("sender \(sender.currentTitle ?? "")") }
        }
        let target = Target()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(Selector("plain", Target.plain).send(to: target, from: button))
        #expect(Selector("withSender:", Target.withSender(_:)).send(to: target, from: button))
        #expect(!Selector("resignFirstResponder").send(to: target, from: button))
        #expect(Selector("plain", Target.plain) == Selector("plain"))
        #expect(target.calls == ["plain", "sender Go"])
    }
}

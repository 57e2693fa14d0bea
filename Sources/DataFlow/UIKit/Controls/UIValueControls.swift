import Foundation

/// UIKit's switch: `toggle "<name>"` flips it and sends `valueChanged`, as a tap does.
open class UISwitch: UIControl, @unchecked Sendable {
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var preferredStyle: Style = .automatic
    open var title: String?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override package func ownControls(label: String) -> [ControlHandle] {
        [
            handle(.toggle, label) { control, _ in
                guard let toggle = control as? UISwitch else { return }
                toggle.isOn.toggle()
                toggle.sendActions(for: .valueChanged)
            }
        ]
    }
}

/// UIKit's slider: `slide "<name>" <value>` moves it there (kept within its range) and sends
/// `valueChanged`, once, as a finger lifted at that value does.
open class UISlider: UIControl, @unchecked Sendable {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
    open func setThumbImage(_ image: UIImage?, for state: State) {}

    override package func ownControls(label: String) -> [ControlHandle] {
        [
            handle(.slider, label) { control, action in
                guard let slider = control as? UISlider, case .slide(_, let value) = action else { return }
                slider.setValue(Float(value), animated: false)
                slider.sendActions(for: .valueChanged)
            }
        ]
    }
}

/// UIKit's stepper: `increment` and `decrement` step its value by `stepValue` within its range
/// (wrapping round when `wraps` is set) and send `valueChanged`; at an end nothing happens.
open class UIStepper: UIControl, @unchecked Sendable {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    override package func ownControls(label: String) -> [ControlHandle] {
        [
            handle(.stepper, label) { control, action in
                guard let stepper = control as? UIStepper else { return }
                var down = false
                if case .decrement = action { down = true }
                var next = stepper.value + (down ? -stepper.stepValue : stepper.stepValue)
                if next > stepper.maximumValue { next = stepper.wraps ? stepper.minimumValue : stepper.maximumValue }
                if next < stepper.minimumValue { next = stepper.wraps ? stepper.maximumValue : stepper.minimumValue }
                guard next != stepper.value else { return }
                stepper.value = next
                stepper.sendActions(for: .valueChanged)
            }
        ]
    }
}

/// UIKit's pull to refresh, on a scroll view: `refresh` starts it (`isRefreshing`) and sends
/// `valueChanged`; the app ends it with `endRefreshing()`.
open class UIRefreshControl: UIControl, @unchecked Sendable {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }

    override package func ownControls(label: String) -> [ControlHandle] {
        [
            handle(.refreshable, label) { control, _ in
                guard let refresh = control as? UIRefreshControl, !refresh.isRefreshing else { return }
                refresh.isRefreshing = true
                refresh.sendActions(for: .valueChanged)
            }
        ]
    }
}

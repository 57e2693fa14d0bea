import Foundation

/// Foundation's `Timer.scheduledTimer` in a run: not modelled, and said so where a model holds one.
///
/// A scheduled `Timer` fires from a turning run loop in real time; a run turns none, and its time
/// is the script's (§24), so the block never fires. The name cannot be replaced as Dispatch's
/// methods are (Foundation's own signature would be ambiguous), so the state line says it
/// instead of the timer's storage: `timer: Timer(does not fire in a run, §21)`. `Timer.publish`
/// with `onReceive`, a `Task` with `Task.sleep`, or `asyncAfter` follow the run's clock.
extension Foundation.Timer: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        .atom(isValid ? "Timer(does not fire in a run, §21)" : "Timer(invalidated)")
    }
}

import Foundation

// Foundation's selector-based APIs, which Linux's Foundation lacks (they need the Objective-C
// runtime): with the method the preprocessor hands over in the `Selector`, they call it.

extension NotificationCenter {
    /// Calls `aSelector` on `observer` with each matching notification posted, as on iOS; the
    /// observer is held weakly, and one that is gone is not called.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let entry = TargetAction(target: observer as AnyObject, action: aSelector)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target = entry.target else { return }
            entry.action.send(to: target, from: notification)
        }
    }
}

extension Timer {
    /// A timer that would send `aSelector` to `target`, to be added to a run loop: as a scheduled
    /// one, it never fires in a run (see `FoundationTimer.swift`).
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        let entry = TargetAction(target: aTarget as AnyObject, action: aSelector)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            guard let target = entry.target else { return }
            entry.action.send(to: target, from: timer)
        }
    }

    /// A timer that would send `aSelector` to `target`, the timer its argument: a scheduled timer,
    /// which never fires in a run (its time is the script's; see `FoundationTimer.swift`).
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        let entry = TargetAction(target: aTarget as AnyObject, action: aSelector)
        return scheduledTimer(withTimeInterval: ti, repeats: yesOrNo) { timer in
            guard let target = entry.target else { return }
            entry.action.send(to: target, from: timer)
        }
    }
}

import Foundation

/// Foundation's undo manager, which Linux's Foundation lacks: undo and redo stacks of groups of
/// registered actions. An action registered while undoing goes on the redo stack, as in
/// Foundation, so `undo()` then `redo()` round-trips. Each registration outside an explicit group
/// is a group of its own (Foundation groups by run-loop event; a run has no run loop).
open class UndoManager: @unchecked Sendable {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroup: [() -> Void]?
    private var groupDepth = 0
    private var actionNames: [String] = []

    public init() {}

    open var groupsByEvent = true
    open var levelsOfUndo = 0
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { groupDepth }
    open var undoActionName: String { actionNames.last ?? "" }
    open var redoActionName: String { "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { "Redo" }

    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action = { [weak target] in if let target { handler(target) } }
        if groupDepth > 0 {
            openGroup?.append(action)
        } else if isUndoing {
            redoStack.append([action])
        } else {
            push([action])
        }
    }

    open func setActionName(_ actionName: String) { actionNames.append(actionName) }

    open func beginUndoGrouping() {
        if groupDepth == 0 { openGroup = [] }
        groupDepth += 1
    }

    open func endUndoGrouping() {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        if groupDepth == 0, let group = openGroup {
            openGroup = nil
            if !group.isEmpty { isUndoing ? redoStack.append(group) : push(group) }
        }
    }

    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        for action in group.reversed() { action() }
        isUndoing = false
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let saved = redoStack
        for action in group.reversed() { action() }
        redoStack = saved
        isRedoing = false
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        actionNames.removeAll()
    }

    open func removeAllActions(withTarget target: Any) {}

    private func push(_ group: [() -> Void]) {
        undoStack.append(group)
        if !isRedoing { redoStack.removeAll() }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
    }
}

/// SwiftUI's own runtime warnings, word for word (SEMANTICS D1, §2, §13).
///
/// dataflow prints these exactly as SwiftUI does, marked as SwiftUI's voice, so that what a learner
/// sees here is what Xcode's console shows (where it is prefixed `[SwiftUI]`).
package enum RuntimeWarning {
    package static let stateNotInstalled =
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."

    package static func environmentNotInstalled(type: Any.Type) -> String {
        "Accessing \(displayTypeName(type))'s value outside of being installed on a View. This will always read the default value and will not update."
    }

    package static let stateObjectNotInstalled =
        "Accessing StateObject's object without being installed on a View. This will create a new instance each time."

    package static let publishingDuringUpdate =
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

    /// SwiftUI's fatal error for a missing `@EnvironmentObject`.
    package static func missingEnvironmentObject(_ type: Any.Type) -> String {
        let name = displayTypeName(type)
        return "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
    }

    /// SwiftUI's fatal error for a missing `@Environment(Model.self)`.
    package static func missingObservableObject(_ type: Any.Type) -> String {
        let name = displayTypeName(type)
        return "No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
    }

    package static let modifyingStateDuringUpdate =
        "Modifying state during view update, this will cause undefined behavior."

    package static func onChangeLoop(valueType: Any.Type) -> String {
        "onChange(of: \(displayTypeName(valueType))) action tried to update multiple times per frame."
    }

    /// An `ObservableObject` published from a thread other than the main one (§21).
    package static let publishingFromBackgroundThread =
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."

    /// A geometry action whose value swings back to one it had within one update (§11).
    package static let geometryActionCycle = "Geometry action is cycling between duplicate values."

    package static func preferenceLoop(keyType: Any.Type) -> String {
        "Bound preference \(displayTypeName(keyType)) tried to update multiple times per frame."
    }

    package static func forEachCountChanged(forEachType: Any.Type, count: Int, initialCount: Int) -> String {
        "\(displayTypeName(forEachType)) count (\(count)) != its initial count (\(initialCount)). "
            + "`ForEach(_:content:)` should only be used for *constant* data. Instead conform data to "
            + "`Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
    }

    package static func pickerSelectionWithoutTag(_ selection: String) -> String {
        "Picker: the selection \"\(selection)\" is invalid and does not have an associated tag, this will give undefined results."
    }

    package static func navigationDestinationMissing(_ type: Any.Type) -> String {
        "A NavigationLink is presenting a value of type \u{201C}\(displayTypeName(type))\u{201D} but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The link cannot be activated.\n\n"
            + "Note: Links search for destinations in any surrounding NavigationStack, then within the same column of a "
            + "NavigationSplitView."
    }

    /// A pushed view declares a destination for a type declared closer to the root (§18).
    package static func navigationDestinationDeclaredEarlier(_ type: Any.Type) -> String {
        "A navigationDestination for \u{201C}\(String(reflecting: type))\u{201D} was declared earlier on the stack. "
            + "Only the destination declared closest to the root view of the stack will be used."
    }

    /// A pushed view declares destinations in a stack whose path has one element type (§18).
    package static let navigationDestinationNotAtRoot =
        "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path."

    package static func forEachDuplicateID(forEachType: Any.Type, id: String) -> String {
        "\(displayTypeName(forEachType)): the ID \(id) occurs multiple times within the collection, this will give undefined results!"
    }
}

/// A message for the transcript, in one of two voices that are never mixed (D1).
public enum Issue: Equatable, Codable, Sendable {
    /// SwiftUI's own words, verbatim.
    case swiftUI(String)
    /// dataflow's explanation of something SwiftUI does silently.
    case dataflow(String)

    public var voice: String {
        switch self {
        case .swiftUI: "swiftui"
        case .dataflow: "dataflow"
        }
    }

    public var text: String {
        switch self {
        case .swiftUI(let text), .dataflow(let text): text
        }
    }
}

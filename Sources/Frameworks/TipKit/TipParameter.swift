/// `@Parameter static var isLoggedIn = false`: a value a tip's rules test, kept in the app.
///
/// In TipKit `@Parameter` is a macro whose implementation ships with Apple's SDK; here it is this
/// property wrapper, which compiles the same declarations: the static property reads and writes
/// the value, and `$isLoggedIn` is the `Tips.Parameter` a `#Rule` would test. The value lives in
/// memory only (TipKit persists it in its datastore unless the parameter is `.transient`).
public typealias Parameter = Tips.Parameter

extension Tips {
    /// A tip parameter's value, and what `$name` of an `@Parameter` property is.
    @propertyWrapper
    public struct Parameter<Value: Codable & Sendable>: Identifiable, Sendable, RuleInput {
        public let id: String
        public var wrappedValue: Value

        /// The parameter itself, as `$name`.
        public var projectedValue: Parameter<Value> { self }

        /// What `@Parameter static var name = value` and `@Parameter(.transient) …` call.
        public init(wrappedValue: Value, _ options: ParameterOption...) {
            id = String(describing: Value.self)
            self.wrappedValue = wrappedValue
        }

        /// What TipKit's macro expansion calls: the enclosing type and the property's name.
        public init(_ enclosingInstance: (some Any).Type, _ name: String, _ initialValue: Value, _ options: ParameterOption...) {
            id = displayTypeName(enclosingInstance) + "." + name
            wrappedValue = initialValue
        }
    }

    /// How a parameter is kept: `.transient` resets it at each launch.
    public struct ParameterOption: Sendable {
        let name: String

        public static var transient: ParameterOption { ParameterOption(name: "transient") }
    }
}

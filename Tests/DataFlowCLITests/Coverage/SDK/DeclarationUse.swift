/// Writes, for one SDK declaration, a function that uses it as an app would: a call with an
/// argument of each parameter's own type, a read of a property, a reference to a type.
///
/// Instead of inventing argument values, the function takes them as parameters of exactly the
/// declared types (its generic parameters and `where` clause are the declaration's), so the use
/// compiles exactly when a declaration of that shape exists:
///
///     // View.glassEffect(_:in:), iOS 26.0
///     @MainActor func use42<Self_: View>(_ x: Self_, _ p0: Glass, _ p1: some Shape) {
///         _ = x.glassEffect(p0, in: p1)
///     }
struct DeclarationUse {
    /// Generic parameters and constraints of the checklist's types, by name (`ModifiedContent`).
    struct TypeInfo {
        var generics: [(name: String, constraint: String?)]
        var whereClause: String?
        var isProtocol: Bool
        /// `@propertyWrapper`: its initializers always have the property's type as context.
        var isPropertyWrapper = false
    }

    let types: [String: TypeInfo]

    init(declarations: [SDKDeclaration]) {
        var types: [String: TypeInfo] = [:]
        for row in declarations where ["struct", "enum", "class", "protocol", "actor"].contains(row.kind) {
            guard let signature = SwiftSignature(row.signature) else { continue }
            let name = row.container.isEmpty ? row.name : row.container + "." + row.name
            types[name] = TypeInfo(
                generics: signature.generics, whereClause: signature.whereClause, isProtocol: row.kind == "protocol",
                isPropertyWrapper: row.signature.contains("@propertyWrapper"))
        }
        // The standard library's generic types SwiftUI extends (`extension Optional: View where
        // Wrapped: View`) are named with their parameters too.
        for (name, generics) in Self.standardLibraryGenerics where types[name] == nil {
            types[name] = TypeInfo(generics: generics.map { ($0, nil) }, whereClause: nil, isProtocol: false)
        }
        self.types = types
    }

    static let standardLibraryGenerics: [String: [String]] = [
        "Optional": ["Wrapped"], "Array": ["Element"], "Dictionary": ["Key", "Value"], "Set": ["Element"],
        "Range": ["Bound"], "ClosedRange": ["Bound"],
    ]

    /// Why an app never writes this declaration itself, if it does not: a conformance's
    /// bookkeeping (`Body` typealiases, `hashValue`) comes with the conformance it serves.
    static func notWritten(_ row: SDKDeclaration) -> String? {
        if row.kind == "typealias",
            ["Body", "AnimatableData", "Iterator", "Element", "Index", "Indices", "SubSequence", "AllCases", "RawValue", "ID"].contains(row.name)
                || row.signature.contains("@_opaqueReturnTypeOf")
        {
            return "a conformance's witness type"
        }
        if ["hashValue", "hash(into:)", "==(_:_:)", "!=(_:_:)", "encode(to:)", "init(from:)"].contains(row.name)
            || (row.kind == "var" && row.name == "body" && (row.signature.contains(": Never") || row.signature.contains("@_opaqueReturnTypeOf")))
            || (row.kind == "static func" && ["==", "!="].contains(SwiftSignature(row.signature)?.name ?? ""))
        {
            return "a conformance's witness, used through the conformance"
        }
        return nil
    }

    /// The function using `row`, named `use<id>`; nil when there is no way to write one.
    func function(for row: SDKDeclaration) -> String? {
        guard let signature = SwiftSignature(row.signature) else { return nil }
        let container = Container(row.container, types: types)
        let name = "use\(row.id)"
        switch row.kind {
        case "struct", "enum", "class", "actor", "typealias":
            let path = row.container.isEmpty ? row.name : container.base + "." + row.name
            // A type alias or nested type of a generic type is named with its arguments, as an
            // app names it (`TableRow<Person>.TableRowValue`, `SequenceGesture<A, B>.Value`):
            // without them nothing could infer them.
            if !row.container.isEmpty, !container.generics.isEmpty {
                let clauses = (container.genericWhere + [container.whereClause ?? ""]).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                }
                let whereText = clauses.isEmpty ? "" : " where " + clauses.joined(separator: ", ")
                let names = container.genericArguments.joined(separator: ", ")
                return
                    "func \(name)<\(container.generics.joined(separator: ", "))>(_ g: (\(names)).Type)\(whereText) { _ = \(container.typeExpression).\(row.name).self }"
            }
            // A nested type as apps name it: `DatePicker.Components`, `TimelineView.Context`; a
            // generic one with its arguments (`AttributedTextFormatting.EmptyDefinition<Scope>`).
            if !row.container.isEmpty, types[path]?.generics.isEmpty ?? true { return "func \(name)() { _ = \(path).self }" }
            let (generics, whereClause) = typeGenerics(path)
            return "func \(name)\(generics)(_: \(typeExpression(path)).Type)\(whereClause) {}"
        case "protocol":
            let path = row.container.isEmpty ? row.name : container.base + "." + row.name
            return "func \(name)<T: \(path)>(_: T.Type) {}"
        case "associatedtype":
            return "func \(name)<T: \(container.base)>(_: T.Type) { _ = T.\(row.name).self }"
        case "macro":
            return Self.macroUses[row.name].map { $0.replacingOccurrences(of: "NAME", with: name) }
        default:
            return member(row, signature, container: container, name: name)
        }
    }

    // MARK: Members

    private func member(_ row: SDKDeclaration, _ signature: SwiftSignature, container: Container, name: String) -> String? {
        var generics: [String] = []
        var parameters: [String] = []
        var whereClauses: [String] = []
        let isStatic = signature.isStatic || ["init", "case"].contains(signature.keyword)
        // A static member of `ShapeStyle where Self == Color` is found through the protocol, as
        // `.foregroundStyle(.red)` finds it: no conforming type is named.
        let throughProtocol = container.isProtocol && isStatic && container.selfConstraint != nil
        // The receiver: an instance (or the type) of the container; for a protocol, any
        // conforming type; the container's generic parameters are the function's.
        var receiver = ""
        if container.isProtocol && !throughProtocol {
            generics.append("Self_: \(container.base)")
            receiver = isStatic ? "Self_" : "x"
            if let clause = container.whereClause { whereClauses.append(clause) }
        } else if !container.isProtocol && !container.base.isEmpty {
            generics += container.generics
            whereClauses += container.genericWhere
            if let clause = container.whereClause { whereClauses.append(clause) }
            receiver = isStatic ? container.typeExpression : "x"
        }
        generics += signature.generics.map { Self.declaration(of: $0) }
        if let clause = signature.whereClause { whereClauses.append(clause) }
        if !isStatic && !receiver.isEmpty {
            parameters.append("_ x0: \(container.isProtocol ? "Self_" : container.typeExpression)")
        }
        var arguments: [String] = []
        var prelude: [String] = []
        if !isStatic && !receiver.isEmpty { prelude.append(signature.isMutating ? "var x = x0" : "let x = x0") }
        for (index, parameter) in signature.parameters.enumerated() {
            var type = substituteSelf(parameter.type, container: container)
            if !type.hasPrefix("@escaping "), isFunctionType(type) { type = "@escaping " + type }
            if parameter.isAutoclosure { type = "@autoclosure " + type }
            parameters.append("_ p\(index): \(type)")
            if parameter.isInout {
                prelude.append("var v\(index) = p\(index)")
                arguments.append(labelled(parameter.label, "&v\(index)"))
            } else {
                // A pack's parameter is passed expanded (`repeat each p0`).
                let value = type.hasPrefix("repeat ") ? "repeat each p\(index)" : parameter.isAutoclosure ? "p\(index)()" : "p\(index)"
                arguments.append(labelled(parameter.label, value))
            }
        }
        // Every generic parameter is used in the signature, so none is left to infer alone.
        let names = generics.map { Self.argument(String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)) }
        // Labelled, as a parameter after a pack's must be (the use is never called).
        if !names.isEmpty { parameters.append("g: (\(names.joined(separator: ", "))).Type") }
        let effects = (signature.throwsError ? "try " : "") + (signature.isAsync ? "await " : "")
        let argumentList = arguments.joined(separator: ", ")
        var expression: String
        var resultType = signature.result.map { substituteSelf($0, container: container) }
        switch signature.keyword {
        case "init":
            // Apps let the call infer the type's generic arguments (`Label("Add", systemImage:)`).
            expression = "\(container.isProtocol ? "Self_" : container.baseWithoutGenerics)(\(argumentList))"
            resultType = contextPins(container, signature) ? container.typeExpression : nil
        case "var", "let":
            expression = throughProtocol ? ".\(signature.name)" : receiver.isEmpty ? signature.name : "\(receiver).\(signature.name)"
            resultType = signature.type.map { substituteSelf($0, container: container) }
        case "case":
            expression = "\(receiver).\(signature.name)" + (arguments.isEmpty ? "" : "(\(argumentList))")
            resultType = nil
        case "subscript":
            expression = "\(receiver)[\(argumentList)]"
        case "func":
            if let first = signature.name.first, !first.isLetter, first != "_", first != "`" {
                // An operator: written between (or before) its operands.
                let operands = signature.parameters.indices.map { signature.parameters[$0].isInout ? "v\($0)" : "p\($0)" }
                expression = operands.count == 2 ? "\(operands[0]) \(signature.name) \(operands[1])" : "\(signature.name)\(operands.first ?? "")"
            } else {
                let call = "\(signature.name.prefix { $0 != "(" })(\(argumentList))"
                expression = throughProtocol ? "." + call : receiver.isEmpty ? call : "\(receiver).\(call)"
            }
        default:
            return nil
        }
        let use: String
        if throughProtocol {
            use = "func take<T: \(container.baseWithoutGenerics)>(_: T) {}; take(\(effects)\(expression))"
        } else if let resultType, Self.isNamed(resultType) {
            use = "let _: \(resultType) = \(effects)\(expression)"
        } else {
            use = "_ = \(effects)\(expression)"
        }
        let genericList = generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
        let requirements = whereClauses.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let whereText = requirements.isEmpty ? "" : " where " + requirements.map { substituteSelf($0, container: container) }.joined(separator: ", ")
        let body = (prelude + [use]).joined(separator: "; ")
        let marker = signature.throwsError || signature.isAsync ? " async throws" : ""
        return "@MainActor func \(name)\(genericList)(\(parameters.joined(separator: ", ")))\(marker)\(whereText) { \(body) }"
    }

    /// Whether an app's context must give a generic argument the call cannot infer: no argument
    /// mentions it, and the container does not make it a type of its own (`SelectionValue ==
    /// Never`). `FetchRequest(entity:sortDescriptors:)` leaves `Result` to the property's type; a
    /// table column's `Sort`, pinned to `SortDescriptor<RowValue>`, is given by the table's
    /// builder. A property wrapper's initializer always has the property's type as context
    /// (`@SceneStorage("tab") var tab: String?`). The use's result type gives it, as the app's
    /// context does.
    private func contextPins(_ container: Container, _ signature: SwiftSignature) -> Bool {
        let mentioned = signature.parameters.map(\.type).joined(separator: " ")
        let clauses = [container.whereClause, signature.whereClause].compactMap { $0 }.joined(separator: ", ")
        let requirements = SwiftSignature.splitTopLevel(Substring(clauses), at: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return container.genericNames.contains { name in
            guard mentioned.range(of: "\\b\(name)\\b", options: .regularExpression) == nil else { return false }
            if types[container.base]?.isPropertyWrapper == true { return true }
            guard let requirement = requirements.first(where: { $0.hasPrefix("\(name) == ") }) else { return true }
            let pinned = requirement.dropFirst(name.count + 4)
            return container.genericNames.contains { pinned.contains("<\($0)>") }
        }
    }

    /// Whether a result type can be written in an annotation and is worth checking: not opaque
    /// (`some View`), not nothing, and not a modifier's implementation type (`ModifiedContent<Self,
    /// AccessibilityAttachmentModifier>`), which no app names.
    private static func isNamed(_ type: String) -> Bool {
        !type.isEmpty && !type.hasPrefix("some ") && !type.contains(" some ") && !type.contains("<some") && type != "Void" && type != "()"
            && !type.contains("ModifiedContent") && !type.contains("_")
    }

    /// SwiftUI's macros as apps write them (dataflow expands or blanks them in an app's source,
    /// as Xcode would: `Preprocessor`); `NAME` is the use's name.
    static let macroUses: [String: String] = [
        "Preview(_:traits:_:body:)": "#Preview(\"NAME\", traits: .sizeThatFitsLayout) { Text(\"NAME\") }",
        "Preview(_:body:)": "#Preview(\"NAME\") { Text(\"NAME\") }",
        "Previewable()": "#Preview { @Previewable @State var NAME = 0; Text(\"\\(NAME)\") }",
        "Entry()": "extension EnvironmentValues { @Entry var NAME: Int = 0 }",
        "Animatable()": "@Animatable struct NAME: Shape { var radius: Double; func path(in rect: CGRect) -> Path { Path() } }",
        "AnimatableIgnored()":
            "@Animatable struct NAME: Shape { var radius: Double; @AnimatableIgnored var label = \"\"; func path(in rect: CGRect) -> Path { Path() } }",
        // SwiftData's.
        "Model()": "@Model final class NAME { var title = \"\"; init() {} }",
        "ModelActor()": "@ModelActor actor NAME {}",
        "Attribute(_:originalName:hashModifier:)": "@Model final class NAME { @Attribute(.unique) var code = \"\"; init() {} }",
        "Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)":
            "@Model final class NAME { @Relationship(deleteRule: .cascade) var children: [NAME] = []; init() {} }",
        "Transient()": "@Model final class NAME { @Transient var cache = 0; init() {} }",
        "Unique(_:)": "@Model final class NAME { #Unique<NAME>([\\.code]); var code = \"\"; init() {} }",
        "Index(_:)": "@Model final class NAME { #Index<NAME>([\\.code]); var code = \"\"; init() {} }",
        "Query()":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(filter:sort:order:transaction:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(filter: #Predicate<NAME> { $0.title != \"\" }, sort: \\NAME.title, order: .reverse) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(filter:sort:animation:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(filter: #Predicate<NAME> { $0.title != \"\" }, sort: [SortDescriptor(\\NAME.title)], animation: .default) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(filter:sort:order:animation:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(sort: \\NAME.title, order: .forward, animation: .default) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(filter:sort:transaction:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(sort: [SortDescriptor(\\NAME.title)], transaction: Transaction()) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(_:transaction:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(FetchDescriptor<NAME>(), transaction: Transaction()) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(_:animation:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(FetchDescriptor<NAME>(), animation: .default) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(animation:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(animation: .default) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        "Query(transaction:)":
            "@Model final class NAME { var title = \"\"; init() {} }; struct NAMEList: View { @Query(transaction: Transaction()) var items: [NAME]; var body: some View { Text(\"\\(items.count)\") } }",
        // FoundationModels'.
        "Generable(description:)": "@Generable(description: \"A recipe\") struct NAME { @Guide(description: \"Its title\") var title: String }",
        "Guide(description:_:)": "@Generable struct NAME { @Guide(description: \"How many\", .range(1...5)) var count: Int }",
        "Guide(description:)": "@Generable struct NAME { @Guide(description: \"Its title\") var title: String }",
    ]

    /// A generic parameter as an argument: a pack's (`each Value`) is expanded.
    static func argument(_ name: String) -> String { name.hasPrefix("each ") ? "repeat " + name : name }

    /// A generic parameter's name without `each`.
    static func bareName(_ name: String) -> String { name.hasPrefix("each ") ? String(name.dropFirst(5)) : name }

    /// `T: View`, or `T`.
    static func declaration(of generic: (name: String, constraint: String?)) -> String {
        generic.constraint.map { "\(generic.name): \($0)" } ?? generic.name
    }

    private func labelled(_ label: String?, _ value: String) -> String {
        label.map { "\($0): \(value)" } ?? value
    }

    private func isFunctionType(_ type: String) -> Bool {
        guard !type.hasSuffix("?"), !type.hasPrefix("(") || type.contains("->") else { return false }
        return SwiftSignature.topLevelRange(of: "->", in: type) != nil && !type.hasSuffix(")?")
    }

    /// `Self` in a member's types: the protocol's stand-in, or the concrete container.
    private func substituteSelf(_ text: String, container: Container) -> String {
        let replacement = container.isProtocol ? "Self_" : (container.typeExpression.isEmpty ? "Self" : container.typeExpression)
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("Self"),
                index == text.startIndex || !(text[text.index(before: index)].isLetter || text[text.index(before: index)] == "_"),
                text.index(index, offsetBy: 4) == text.endIndex
                    || !(text[text.index(index, offsetBy: 4)].isLetter || text[text.index(index, offsetBy: 4)] == "_")
            {
                result += replacement
                index = text.index(index, offsetBy: 4)
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    /// A `where` clause without the requirements on `names` (the container's parameters).
    private func dropping(_ names: [String], from clause: String) -> String {
        let kept = SwiftSignature.splitTopLevel(Substring(clause), at: ",").filter { requirement in
            let subject = requirement.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return !names.contains(String(subject))
        }
        return kept.joined(separator: ",")
    }

    // MARK: Types

    /// `TimelineView<Schedule, Content>.Context` for a type path whose components are generic.
    private func typeExpression(_ path: String) -> String {
        var parts: [String] = []
        var prefix = ""
        for component in path.split(separator: ".") {
            prefix = prefix.isEmpty ? String(component) : prefix + "." + component
            if let info = types[prefix], !info.generics.isEmpty, !info.isProtocol {
                parts.append(component + "<" + info.generics.map { Self.argument($0.name) }.joined(separator: ", ") + ">")
            } else {
                parts.append(String(component))
            }
        }
        return parts.joined(separator: ".")
    }

    private func typeGenerics(_ path: String) -> (String, String) {
        var generics: [String] = []
        var clauses: [String] = []
        var prefix = ""
        for component in path.split(separator: ".") {
            prefix = prefix.isEmpty ? String(component) : prefix + "." + component
            guard let info = types[prefix], !info.isProtocol else { continue }
            generics += info.generics.map { Self.declaration(of: $0) }
            if let clause = info.whereClause { clauses.append(clause) }
        }
        return (
            generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">", clauses.isEmpty ? "" : " where " + clauses.joined(separator: ", ")
        )
    }

    /// The container of a member: `View`, `Text`, `ModifiedContent where Modifier == …`.
    struct Container {
        var base: String
        var whereClause: String?
        var isProtocol: Bool
        /// The container's own generic parameters with their constraints, for an instance.
        var generics: [String] = []
        var genericNames: [String] = []
        /// The parameters as arguments: `repeat each Value` for a pack.
        var genericArguments: [String] = []
        var genericWhere: [String] = []
        var typeExpression: String
        var baseWithoutGenerics: String

        /// `ShapeStyle where Self == Color`: the type `Self` is.
        var selfConstraint: String? {
            guard let clause = whereClause, let range = clause.range(of: "Self == ") else { return nil }
            return String(clause[range.upperBound...].prefix { $0 != "," })
        }

        init(_ text: String, types: [String: TypeInfo]) {
            if let range = text.range(of: " where ") {
                base = String(text[..<range.lowerBound])
                whereClause = String(text[range.upperBound...])
            } else {
                base = text
            }
            // Foundation's protocols SwiftUI extends (`FormatStyle where Self == …`) are protocols too.
            isProtocol = types[base]?.isProtocol ?? ["FormatStyle"].contains(base)
            baseWithoutGenerics = base
            var expression: [String] = []
            var prefix = ""
            for component in base.split(separator: ".") {
                prefix = prefix.isEmpty ? String(component) : prefix + "." + component
                if let info = types[prefix], !info.isProtocol, !info.generics.isEmpty {
                    expression.append(component + "<" + info.generics.map { DeclarationUse.argument($0.name) }.joined(separator: ", ") + ">")
                    generics += info.generics.map { DeclarationUse.declaration(of: $0) }
                    genericNames += info.generics.map { DeclarationUse.bareName($0.name) }
                    genericArguments += info.generics.map { DeclarationUse.argument($0.name) }
                    if let clause = info.whereClause { genericWhere.append(clause) }
                } else {
                    expression.append(String(component))
                }
            }
            typeExpression = expression.joined(separator: ".")
            // `Button where Label == Label<Text, Image>`: in the probe the generic parameter
            // `Label` hides the type `Label`, as it does not in the SDK's fully qualified text.
            if var clause = whereClause {
                for name in genericNames {
                    clause = clause.replacing(try! Regex("(^|[^\\w.])\(name)<")) { $0.output[1].substring.map(String.init)! + "SwiftUI.\(name)<" }
                }
                whereClause = clause
            }
        }
    }
}

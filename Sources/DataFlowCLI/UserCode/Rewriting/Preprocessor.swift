/// Makes a file pasted from an app compile against DataFlow without changing its line numbers:
/// what only Xcode can run is blanked out, line for line, and what an app's files get from
/// Apple's SDK is supplied.
///
/// - `#Preview { … }` blocks and `PreviewProvider` structs: previews run in Xcode's canvas, never
///   in the app (and the macro's plugin ships with Xcode, not with the Swift toolchain).
/// - `import Combine`, `import UIKit`, `import CoreGraphics`: DataFlow provides the parts that
///   SwiftUI's data flow uses (`ObservableObject`, `@Published`, `AnyCancellable`, `Timer`'s
///   publisher, the UIKit names views touch); Foundation on Linux has the CoreGraphics types.
/// - `#if os(iOS)`, `#if canImport(UIKit)` and the like are decided as on the iPhone dataflow
///   plays (iOS, UIKit, SwiftUI: true; macOS, AppKit, watchOS…: false), so an app's iOS-only
///   views are compiled, not left out as they would be on Linux.
/// - `@MainActor` on a declaration (`@MainActor class ViewModel: ObservableObject`) or a function
///   type (`let make: @MainActor (ModelContext) -> Store`): SwiftUI's
///   views are main-actor code, so in an app they use such a model freely; dataflow's views do
///   not model actor isolation (RULES §26), and it drives everything from one thread that stands
///   for the main actor, so the attribute changes nothing a run shows. A closure's own
///   `{ @MainActor in … }` stays: it is the closure's syntax, and compiles as it is.
/// - SwiftData's `@Model` becomes `@Observable` and a `PersistentModel`; its store-only attributes
///   are blanked (`SwiftDataAttributes`, RULES §30).
/// - `import Darwin` and `Darwin.cos(…)` name the toolchain's C library, Glibc, which has the
///   same functions.
/// - `#selector(UIResponder.resignFirstResponder)` is written as the selector it names
///   (`SelectorExpression`), for `UIApplication.sendAction`.
/// - `@UIApplicationDelegateAdaptor(AppDelegate.self)` gets the delegate's initializer
///   (`DelegateAdaptor`): Linux has no Objective-C runtime to make it from its class.
/// - Every file sees SwiftUI (DataFlow), as in an app: there a model file that imports only
///   Foundation still finds `ObservableObject`, because Foundation brings Combine along. The
///   import is added after the last line, so no line or column moves.
enum Preprocessor {
    /// Modules whose import line is blanked: what they provide comes from DataFlow.
    static let suppliedModules = [
        "Combine", "UIKit", "CoreGraphics", "SwiftUICore", "UniformTypeIdentifiers", "CoreTransferable", "Playgrounds",
    ]

    /// Frameworks of dataflow's own that UIKit's headers bring along on iOS, so that a file that
    /// imports UIKit or SwiftUI (which brings UIKit) sees their names without importing them:
    /// `UNUserNotificationCenter` in an app delegate that imports only SwiftUI compiles in Xcode.
    static let uiKitExports = ["UserNotifications"]

    /// The framework of a cross-import overlay's name at `index` (`_MapKit_SwiftUI` → `MapKit`),
    /// and where the name ends.
    static func crossImportOverlay(in code: [Character], at index: Int) -> (framework: String, end: Int)? {
        var end = index + 1
        while end < code.count, code[end].isLetter || code[end].isNumber || code[end] == "_" { end += 1 }
        let name = String(code[index..<end])
        let suffix = "_SwiftUI"
        guard name.hasSuffix(suffix), name.count > suffix.count + 1 else { return nil }
        let framework = String(name.dropFirst().dropLast(suffix.count))
        guard let first = framework.first, first.isUppercase, framework.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return (framework, end)
    }

    /// The source with those parts replaced by spaces, and what was removed, for a note.
    /// `implicitImports` are the modules every file should see: SwiftUI (or DataFlow by name), and
    /// Core Data when the app uses it (SwiftUI's `@FetchRequest` and `\.managedObjectContext`
    /// are Core Data's here).
    static func prepare(_ source: String, implicitImports: [String] = []) -> (source: String, removed: [String]) {
        var preparation = Preparation(source)
        var index = 0
        while index < preparation.code.count { index = preparation.rewrite(at: index) }
        return (preparation.text(implicitImports: implicitImports), preparation.removed)
    }

    /// One file's preparation: the scan's state, and what it found to rewrite.
    private struct Preparation {
        /// The code, with comments and strings blanked (`SourceScanner.code`).
        let code: [Character]
        /// The source, blanked where parts are removed.
        var characters: [Character]
        var removed: [String] = []
        /// SwiftData rewrites (`@Model`, `@Query`) and others that change the text's length,
        /// made once the scan is over; and the classes that become models.
        var rewrites: [(range: Range<Int>, text: [Character])] = []
        var models: [(name: String, properties: [ModelProperties.Property])] = []
        /// The conformances `@Generable` and `@ModelActor` add, for the end of the file.
        var conformances: [String] = []
        /// After an unclosed `#Preview(`, no later one can close either: stop looking (linear).
        var previewsClose = true

        init(_ source: String) {
            code = Array(SourceScanner.code(of: source))
            characters = Array(source)
        }

        mutating func note(_ what: String) { if !removed.contains(what) { removed.append(what) } }

        /// Rewrites what starts at `index`, if anything does; where to look next.
        mutating func rewrite(at index: Int) -> Int {
            if let next = previewOrImport(at: index) ?? directive(at: index) ?? attribute(at: index) { return next }
            if matches("struct", in: code, at: index), isWordStart(code, index), let range = previewProvider(in: code, at: index) {
                blank(&characters, range)
                note("PreviewProvider")
                return range.upperBound
            }
            return index + 1
        }

        /// `#Preview { … }` and `#Playground`, blanked; an import of a framework's submodule or of
        /// a module dataflow supplies.
        private mutating func previewOrImport(at index: Int) -> Int? {
            if previewsClose, let macro = ["#Preview", "#Playground"].first(where: { matches($0, in: code, at: index) }) {
                guard let block = blockEnd(in: code, from: index + macro.count) else {
                    previewsClose = false
                    return index + 1
                }
                // A widget's preview adds labelled closures: `} timeline: { … }`.
                let end = trailingClosuresEnd(in: code, from: block)
                blank(&characters, attributesStart(in: code, before: index)..<end)
                note(macro)
                return end
            }
            guard index == 0 || code[index - 1] == "\n" else { return nil }
            if let submodule = frameworkSubmodule(in: code, at: index) {
                // `import CoreImage.CIFilterBuiltins`: the framework's module has its submodule's names.
                blank(&characters, submodule)
                return submodule.upperBound
            }
            if let (end, module) = suppliedImportEnd(in: code, at: index) {
                blank(&characters, index..<end)
                note("import \(module)")
                return end
            }
            return nil
        }

        /// Platform conditions, the entry point, `@MainActor` on a declaration and `#selector`.
        private mutating func directive(at index: Int) -> Int? {
            if code[index] == "#", matches("#if", in: code, at: index) || matches("#elseif", in: code, at: index) {
                var end = index
                while end < code.count, code[end] != "\n" { end += 1 }
                if decidePlatformConditions(&characters, code: code, in: index..<end) { note("#if os(iOS)") }
                return end
            }
            if code[index] == "@", matches("@main", in: code, at: index) || matches("@UIApplicationMain", in: code, at: index) {
                // The program's entry point is dataflow's own `main.swift`; the app is its root.
                let end = index + (matches("@main", in: code, at: index) ? 5 : 18)
                blank(&characters, index..<end)
                note("@main")
                return end
            }
            if code[index] == "@", matches("@MainActor", in: code, at: index), attributesDeclaration(code, after: index + 10) {
                blank(&characters, index..<index + 10)
                note("@MainActor")
                return index + 10
            }
            if code[index] == "#", matches("#Predicate", in: code, at: index), let end = blockEnd(in: code, from: index + 10) {
                // One predicate evaluating another: the toolchain's macro on Linux refuses
                // `evaluate(_:)`, which Apple's accepts; `contains(_:)` of a predicate and its
                // input evaluates it here (`PredicateEvaluate`), at the same columns.
                let call = Array(".evaluate(")
                for position in index..<max(index, end - call.count) where Array(code[position..<position + call.count]) == call {
                    characters.replaceSubrange(position + 1..<position + 9, with: "contains")
                }
                return index + 10
            }
            if code[index] == "D", matches("Darwin", in: code, at: index), isWordStart(code, index),
                (index + 6 < code.count && code[index + 6] == ".") || String(code[max(0, index - 7)..<index]) == "import "
            {
                // Apple's C library is Darwin; the toolchain's on Linux is Glibc, with the same
                // functions (`Darwin.cos`, `import Darwin`).
                rewrites.append((index..<index + 6, Array("Glibc")))
                note("Darwin")
                return index + 6
            }
            if code[index] == "_", String(code[max(0, index - 7)..<index]) == "import ", let overlay = crossImportOverlay(in: code, at: index) {
                // SwiftUI's part of another framework (`import _PhotosUI_SwiftUI`, which Xcode's
                // completion sometimes writes) is that framework's names seen with SwiftUI's, as
                // every file here sees SwiftUI: the import is the framework's.
                rewrites.append((index..<overlay.end, Array(overlay.framework)))
                note("_" + overlay.framework + "_SwiftUI")
                return overlay.end
            }
            if code[index] == "#", let selector = SelectorExpression.rewrite(in: code, at: index) {
                rewrites.append((selector.range, Array(selector.text)))
                note("#selector")
                return selector.range.upperBound
            }
            return nil
        }

        /// Attributes and macros the compiler here cannot expand as Xcode does: an app delegate
        /// adaptor, `@Entry`, macros whose plugins ship with Xcode, Core Data's and SwiftData's.
        private mutating func attribute(at index: Int) -> Int? {
            guard code[index] == "@" || code[index] == "#" else { return nil }
            if code[index] == "@", let adaptor = DelegateAdaptor.rewrite(in: code, at: index) {
                rewrites.append((adaptor.insertAt..<adaptor.insertAt, Array(adaptor.text)))
                return adaptor.insertAt
            }
            if code[index] == "@", let entry = EntryMacro.expansion(in: code, source: characters, at: index) {
                rewrites.append((entry.range, Array(entry.text)))
                note("@Entry")
                return entry.range.upperBound
            }
            if let end = macroOnlyAttributeEnd(in: code, at: index) {
                if let generable = GenerableMacro.conformance(in: code, at: index) {
                    conformances.append(generable.conformance)
                    if let members = generable.members { rewrites.append((generable.membersAt..<generable.membersAt, Array(members))) }
                }
                // Macros whose plugins ship with Xcode (FoundationModels' `@Generable` and
                // `@Guide`, TipKit's `#Rule`, SwiftUI's `@Animatable`, whose `animatableData`
                // nothing interpolates here): what they would add, no run here can use.
                blank(&characters, index..<end)
                note(String(code[index..<min(index + 9, code.count)]).split(separator: "(").first.map(String.init) ?? "macro")
                return end
            }
            guard code[index] == "@" else { return nil }
            if let (end, match) = CoreDataAttributes.match(in: code, at: index) {
                blank(&characters, index..<end)
                if case .managed(let insertAt, let text) = match {
                    rewrites.append((insertAt..<insertAt, Array(text)))
                    note("@NSManaged")
                } else {
                    note("@objc")
                }
                return end
            }
            if let (end, match) = SwiftDataAttributes.match(in: code, at: index) {
                swiftData(match, at: index..<end)
                return end
            }
            return nil
        }

        private mutating func swiftData(_ match: SwiftDataAttributes.Match, at range: Range<Int>) {
            switch match {
            case .model(let className, let bodyStart):
                rewrites.append((range, SwiftDataAttributes.observable))
                let properties = bodyStart.map { ModelProperties.stored(in: code, source: characters, bodyFrom: $0) } ?? []
                for property in properties { rewrites.append((property.end..<property.end, ModelProperties.observer(for: property.name))) }
                let name = (SwiftDataAttributes.enclosingTypes(in: code, before: range.lowerBound) + [className]).joined(separator: ".")
                models.append((name, properties))
                note("@Model")
            case .query(let arguments):
                rewrites.append((range.upperBound..<range.upperBound, Array(arguments)))
            case .transient:
                rewrites.append((range, SwiftDataAttributes.observationIgnored))
                note("@Transient")
            case .store(let attribute):
                blank(&characters, range)
                note(attribute)
            case .modelActor(let actorName, let bodyStart):
                blank(&characters, range)
                rewrites.append((bodyStart..<bodyStart, SwiftDataAttributes.modelActorMembers))
                let path = SwiftDataAttributes.enclosingTypes(in: code, before: range.lowerBound) + [actorName]
                conformances.append(SwiftDataAttributes.modelActorConformance(of: path.joined(separator: ".")))
                note("@ModelActor")
            }
        }

        /// The source with the rewrites made, then the imports every file sees and the
        /// conformances the macros would have added.
        func text(implicitImports: [String]) -> String {
            var characters = characters
            // Last first, so each range still means what it did; a model's property observers
            // were found before the rewrites inside its body, so order by place, not by finding.
            let ordered = rewrites.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
            for rewrite in ordered.reversed() { characters.replaceSubrange(rewrite.element.range, with: rewrite.element.text) }
            var text = String(characters)
            func append(_ line: String) { text += (text.hasSuffix("\n") ? "" : "\n") + line + "\n" }
            for module in implicitImports where !importsModule(module, code: code) { append(implicitImport(of: module, code: code)) }
            if importsModule("SwiftUI", code: code) || importsModule("UIKit", code: code) {
                for module in uiKitExports where !importsModule(module, code: code) { append("import \(module)") }
            }
            // Apple's Foundation has `XMLParser`; the toolchain's keeps it in FoundationXML.
            if String(code).contains(#/\bXMLParser/#), !importsModule("FoundationXML", code: code) {
                append("#if canImport(FoundationXML)\nimport FoundationXML\n#endif")
            }
            for model in models { append(SwiftDataAttributes.conformance(of: model.name, properties: model.properties)) }
            for conformance in conformances { append(conformance) }
            return text
        }
    }

    /// The names of Combine that DataFlow declares: what Foundation brings a file on a device.
    static let combineNames: [(kind: String, name: String)] = [
        ("protocol", "ObservableObject"), ("struct", "Published"), ("class", "ObservableObjectPublisher"), ("protocol", "Publisher"),
        ("protocol", "ConnectablePublisher"), ("protocol", "Cancellable"), ("class", "AnyCancellable"), ("struct", "AnyPublisher"),
        ("class", "PassthroughSubject"), ("class", "CurrentValueSubject"), ("struct", "Just"), ("enum", "Publishers"), ("enum", "Subscribers"),
    ]

    /// The import line that gives a file the implicit `module`: all of SwiftUI, as every file of
    /// an app sees its ObservableObject; but a file that imports one of Apple's other frameworks
    /// and not SwiftUI gets only Combine's names, as on a device, so the framework's own names
    /// (StoreKit's `Transaction`) are not ambiguous with SwiftUI's.
    private static func implicitImport(of module: String, code: [Character]) -> String {
        let isSwiftUI = module == "SwiftUI" || module == "DataFlow"
        let importsFramework = AppleFramework.allCases.contains { importsModule($0.rawValue, code: code) }
        let importsSupplied = suppliedModules.contains { $0 != "Combine" && importsModule($0, code: code) }
        guard isSwiftUI, importsFramework, !importsSupplied else { return "import \(module)" }
        return combineNames.map { "import \($0.kind) \(module).\($0.name)" }.joined(separator: "; ")
    }

    /// Platform conditions the iPhone dataflow plays satisfies, and those it does not; anything
    /// else (`DEBUG`, `swift(>=5.9)`, `targetEnvironment(simulator)`) is the compiler's to decide.
    static let platformConditions: [String: Bool] = {
        var conditions: [String: Bool] = ["os(iOS)": true]
        for other in ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "macCatalyst", "Linux", "Windows", "Android", "WASI"] {
            conditions["os(\(other))"] = false
        }
        for module in ["UIKit", "SwiftUI", "Combine", "Observation"] + suppliedModules + AppleFramework.allCases.map(\.rawValue) {
            conditions["canImport(\(module))"] = true
        }
        for module in ["AppKit", "WatchKit", "Cocoa"] { conditions["canImport(\(module))"] = false }
        return conditions
    }()

    /// Replaces the platform conditions of one `#if`/`#elseif` line with `true` or `false`,
    /// padded to their length (no column moves); whether any was.
    private static func decidePlatformConditions(_ characters: inout [Character], code: [Character], in range: Range<Int>) -> Bool {
        var decided = false
        var index = range.lowerBound
        while index < range.upperBound {
            let found = platformConditions.first { condition, _ in
                index + condition.count <= range.upperBound && isWordStart(code, index)
                    && String(code[index..<index + condition.count]) == condition
            }
            guard let (condition, value) = found else {
                index += 1
                continue
            }
            let word = Array(value ? "true" : "false")
            for offset in 0..<condition.count { characters[index + offset] = offset < word.count ? word[offset] : " " }
            decided = true
            index += condition.count
        }
        return decided
    }

    private static func importsModule(_ module: String, code: [Character]) -> Bool {
        String(code).split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace).drop { importPrefixes.contains(String($0)) }
            return words.count >= 2 && words.first == "import" && words.dropFirst().first.map(String.init) == module
        }
    }

    /// What may stand before `import`: an access level (`internal import Combine`, as Xcode 26's
    /// fix-its write it) and `@preconcurrency`.
    static let importPrefixes: Set<String> = ["public", "package", "internal", "fileprivate", "private", "@preconcurrency"]

    /// Whether `word` starts at `index` as a whole word (no identifier character follows).
    static func matches(_ word: String, in code: [Character], at index: Int) -> Bool {
        let word = Array(word)
        guard index + word.count <= code.count, code[index] == word[0], Array(code[index..<index + word.count]) == word else { return false }
        let after = index + word.count
        return after == code.count || !isIdentifierCharacter(code[after])
    }

    /// The `{` that opens the innermost block around `index`, if any, and the text just before it
    /// (at most `reach` characters: where the declaration that opens it is written).
    static func enclosingBrace(in code: [Character], before index: Int, reach: Int) -> (position: Int, header: String)? {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            if code[position] == "}" { depth += 1 }
            if code[position] == "{" {
                if depth == 0 { return (position, String(code[max(0, position - reach)..<position])) }
                depth -= 1
            }
            position -= 1
        }
        return nil
    }

    /// Words that can follow a declaration's attributes: what makes `@MainActor` before them a
    /// declaration's attribute, not a closure's (`{ @MainActor in`) or a type's (`@MainActor () -> Void`).
    static let declarationWords: Set<String> = [
        "class", "final", "struct", "enum", "actor", "protocol", "extension", "func", "var", "let", "init", "subscript",
        "typealias", "public", "private", "fileprivate", "internal", "open", "package", "static", "override", "convenience",
        "required", "nonisolated", "lazy", "weak", "dynamic", "indirect", "mutating",
    ]

    /// Whether the attribute that ends at `index` belongs to a declaration: another attribute or
    /// a declaration word comes next.
    private static func attributesDeclaration(_ code: [Character], after index: Int) -> Bool {
        var next = index
        while next < code.count, code[next].isWhitespace { next += 1 }
        guard next < code.count else { return false }
        if code[next] == "@" { return true }
        // A function type (`let make: @MainActor (ModelContext) -> Store`): its calls would be
        // `async` from the code whose own `@MainActor` is blanked. Not `@MainActor(unsafe)`.
        if code[next] == "(" { return next > index || !matches("(unsafe)", in: code, at: next) }
        var end = next
        while end < code.count, isIdentifierCharacter(code[end]) { end += 1 }
        return declarationWords.contains(String(code[next..<end]))
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func isWordStart(_ code: [Character], _ index: Int) -> Bool {
        index == 0 || !(isIdentifierCharacter(code[index - 1]) || code[index - 1] == ".")
    }

    /// The end of `("Name") { … }` after a macro name: past the closing brace of its trailing closure.
    private static func blockEnd(in code: [Character], from start: Int) -> Int? {
        var index = start
        var parentheses = 0
        while index < code.count {
            switch code[index] {
            case "(": parentheses += 1
            case ")": parentheses -= 1
            case "{" where parentheses == 0: return braceEnd(in: code, from: index)
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Past the `}` that closes the `{` at `start`.
    static func braceEnd(in code: [Character], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < code.count {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// `struct X_Previews: PreviewProvider { … }` at `start` (the `struct` keyword): the range to
    /// blank, from the start of its line (access modifiers included) and any attribute lines
    /// right above it (`@available(…)`), to its closing brace.
    private static func previewProvider(in code: [Character], at start: Int) -> Range<Int>? {
        guard let open = code[start...].firstIndex(of: "{") else { return nil }
        let header = String(code[start..<open])
        guard let colon = header.firstIndex(of: ":") else { return nil }
        let conformances = header[header.index(after: colon)...].split { $0 == "," || $0.isWhitespace }
        guard conformances.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }),
            let end = braceEnd(in: code, from: open)
        else { return nil }
        var lineStart = start
        while lineStart > 0, code[lineStart - 1] != "\n" { lineStart -= 1 }
        let before = String(code[lineStart..<start]).split(whereSeparator: \.isWhitespace)
        guard before.allSatisfy({ ["private", "fileprivate", "internal", "public", "final"].contains($0) || $0.hasPrefix("@") }) else {
            return nil
        }
        return attributesStart(in: code, before: lineStart)..<end
    }

    /// Where the attribute lines right above a declaration start (`@available(iOS 17, *)`), so
    /// that blanking the declaration leaves no attribute without one.
    private static func attributesStart(in code: [Character], before start: Int) -> Int {
        var lineStart = start
        while lineStart > 0, code[lineStart - 1] != "\n" { lineStart -= 1 }
        guard String(code[lineStart..<start]).allSatisfy(\.isWhitespace) else { return start }
        while lineStart > 0 {
            var previous = lineStart - 1
            while previous > 0, code[previous - 1] != "\n" { previous -= 1 }
            let line = String(code[previous..<(lineStart - 1)]).trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("@") else { break }
            lineStart = previous
        }
        return lineStart
    }

    /// The `.Submodule` of `import Framework.Submodule` for one of the frameworks dataflow supplies.
    private static func frameworkSubmodule(in code: [Character], at start: Int) -> Range<Int>? {
        var index = start
        while index < code.count, code[index] == " " || code[index] == "\t" { index += 1 }
        guard matches("import", in: code, at: index) else { return nil }
        index += 6
        while index < code.count, code[index] == " " { index += 1 }
        guard let framework = AppleFramework.allCases.first(where: { matches($0.rawValue, in: code, at: index) }) else { return nil }
        let dot = index + framework.rawValue.count
        guard dot < code.count, code[dot] == "." else { return nil }
        var end = dot + 1
        while end < code.count, code[end].isLetter || code[end].isNumber || code[end] == "_" { end += 1 }
        return dot..<end
    }

    /// Past the labelled trailing closures that follow a block (`} timeline: { … }`), if any.
    private static func trailingClosuresEnd(in code: [Character], from start: Int) -> Int {
        var end = start
        while true {
            var index = end
            while index < code.count, code[index].isWhitespace { index += 1 }
            var label = index
            while label < code.count, code[label].isLetter || code[label].isNumber || code[label] == "_" { label += 1 }
            guard label > index, label < code.count, code[label] == ":" else { return end }
            var open = label + 1
            while open < code.count, code[open].isWhitespace { open += 1 }
            guard open < code.count, code[open] == "{", let close = braceEnd(in: code, from: open) else { return end }
            end = close
        }
    }

    /// The end of an attribute or freestanding macro whose expansion only Xcode's plugins make and
    /// no run can use: `@Generable`, `@Generable(description: …)`, `@Guide(…)`, `#Rule(…) { … }`,
    /// SwiftData's `#Unique<Trip>(…)` and `#Index<Trip>(…)` (a store's constraints and indexes).
    private static func macroOnlyAttributeEnd(in code: [Character], at index: Int) -> Int? {
        for name in ["@Generable", "@Guide", "#Rule", "@Animatable", "@AnimatableIgnored", "#Unique", "#Index"]
        where matches(name, in: code, at: index) {
            var end = index + name.count
            guard end >= code.count || !(code[end].isLetter || code[end].isNumber) else { continue }
            // SwiftData's `#Unique<Trip>([\.name])` and `#Index<Trip>(…)` name their model first.
            if end < code.count, code[end] == "<", let close = code[end...].firstIndex(of: ">") { end = close + 1 }
            if end < code.count, code[end] == "(", let close = parenthesisEnd(in: code, from: end) { end = close }
            if name == "#Rule" {
                var open = end
                while open < code.count, code[open] == " " { open += 1 }
                if open < code.count, code[open] == "{", let close = braceEnd(in: code, from: open) { end = close }
            }
            return end
        }
        return nil
    }

    /// Past the `)` that closes the `(` at `start`.
    private static func parenthesisEnd(in code: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<code.count {
            if code[index] == "(" { depth += 1 }
            if code[index] == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
        }
        return nil
    }

    /// A key as a Swift string literal (a property's name: letters, digits and underscores).
    static func quoteKey(_ name: String) -> String { "\"" + name + "\"" }

    /// The end of a line that is `import <module>` for a supplied module (with optional
    /// leading spaces), if it is one.
    private static func suppliedImportEnd(in code: [Character], at start: Int) -> (Int, String)? {
        var index = start
        while index < code.count, code[index] == " " || code[index] == "\t" { index += 1 }
        // An access level or `@preconcurrency` before the import goes with it.
        while let prefix = importPrefixes.first(where: { matches($0, in: code, at: index) }) {
            index += prefix.count
            while index < code.count, code[index] == " " { index += 1 }
        }
        guard matches("import", in: code, at: index) else { return nil }
        index += 6
        while index < code.count, code[index] == " " { index += 1 }
        guard let module = suppliedModules.first(where: { matches($0, in: code, at: index) }) else { return nil }
        index += module.count
        while index < code.count, code[index] != "\n" {
            guard code[index].isWhitespace else { return nil }
            index += 1
        }
        return (index, module)
    }

    private static func blank(_ characters: inout [Character], _ range: Range<Int>) {
        for index in range where characters[index] != "\n" { characters[index] = " " }
    }
}

/// A type's name as SwiftUI's `_printChanges` prints it: no module, outer types kept
/// (`Outer.Inner`), generic arguments the same way (`ForEach<Range<Int>, Int, Text>`).
///
/// `_typeName(qualified: false)` drops outer types; the qualified name keeps them but adds module
/// names and, for `fileprivate` types, an address (`(unknown context at $5632fae39558)`), which
/// would make transcripts differ from run to run. This keeps the first and drops the rest.
package func displayTypeName(_ type: Any.Type) -> String {
    displayTypeNames.value(for: type, makeDisplayTypeName)
}

private let displayTypeNames = TypeCache<String>()

/// A type's name without its module if it is one of Foundation's (`Predicate<…>`, `URL`), else
/// nil. On Linux, Foundation's types live in `FoundationEssentials` and
/// `FoundationInternationalization`; on Apple's platforms, in `Foundation`.
package func foundationTypeName(_ type: Any.Type) -> Substring? {
    let name = String(reflecting: type)
    for module in ["Foundation.", "FoundationEssentials.", "FoundationInternationalization."] where name.hasPrefix(module) {
        return name.dropFirst(module.count)
    }
    return nil
}

private func makeDisplayTypeName(_ type: Any.Type) -> String {
    let qualified = removingAnonymousContexts(_typeName(type, qualified: true))
    var result = ""
    var path = ""
    func flush() {
        guard !path.isEmpty else { return }
        let components = path.split(separator: ".", omittingEmptySubsequences: false)
        result += components.count > 1 ? components.dropFirst().joined(separator: ".") : path
        path = ""
    }
    for character in qualified {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
            path.append(character)
        } else {
            flush()
            result.append(character)
        }
    }
    flush()
    return result
}

/// Removes `(unknown context at $…).` segments, which carry an address.
private func removingAnonymousContexts(_ name: String) -> String {
    let marker = "(unknown context at $"
    var result = ""
    var rest = Substring(name)
    while let start = rest.firstRange(of: marker) {
        result += rest[..<start.lowerBound]
        guard let close = rest[start.upperBound...].firstIndex(of: ")") else { return result + rest }
        rest = rest[rest.index(after: close)...]
        if rest.first == "." { rest = rest.dropFirst() }
    }
    return result + rest
}

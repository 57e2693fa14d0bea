import Foundation

/// One public declaration of an SDK module, as `docs/sdk/<Module>.tsv` lists it: the checklist
/// of what apps may write (issue 41). The rows are facts read off the iOS SDK's
/// `.swiftinterface` by `scripts/sdk-checklist.py`; whether each compiles against dataflow is
/// measured by `SDKChecklistTests`.
struct SDKDeclaration {
    /// The row's position in its file, from 1: names the declaration in reports.
    var id: Int
    /// `SwiftUI`, `SwiftUICore`, or a framework's name.
    var module: String
    /// `func`, `init`, `var`, `static let`, `struct`, `case`, `conformance`, …
    var kind: String
    /// The enclosing type or extended type, with the extension's `where` clause; empty at top level.
    var container: String
    var name: String
    /// The declaration on one line, module qualifiers and availability removed.
    var signature: String
    /// The iOS version that introduced it: `13.0`, `17.0`, `26.0`.
    var ios: String

    /// The generation README's table counts it in.
    var generation: String {
        guard let version = Double(ios) else { return "iOS 13–16" }
        switch version {
        case ..<17: return "iOS 13–16"
        case ..<18: return "iOS 17"
        case ..<26: return "iOS 18"
        default: return "iOS 26"
        }
    }

    /// The rows of a checklist file (its header line skipped).
    static func read(_ path: String) throws -> [SDKDeclaration] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var rows: [SDKDeclaration] = []
        for line in text.split(separator: "\n").dropFirst() where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6 else { continue }
            rows.append(
                SDKDeclaration(
                    id: rows.count + 1, module: fields[0], kind: fields[1], container: fields[2], name: fields[3], signature: fields[4],
                    ios: fields[5]))
        }
        return rows
    }
}

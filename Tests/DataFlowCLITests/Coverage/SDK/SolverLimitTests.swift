import Foundation
import Testing

/// Forms apps write that the type checker must finish within its limit, as Xcode does (issue
/// 41): dataflow's declarations must not give the solver more overloads to try than needed.
@Suite struct SolverLimitTests {
    /// A palette of named colours as an array of pairs (a 2025 expense tracker's): with
    /// `Color.red` declared both on `Color` and on `ShapeStyle where Self == Color`, each pair
    /// doubled the solver's work, and 11 pairs took 16 s. The limit here is the compiler's own
    /// "unable to type-check this expression in reasonable time", set to 2 s.
    @Test func aPaletteOfNamedColoursTypeChecksWithinTheLimit() throws {
        let names = ["green", "blue", "orange", "pink", "red", "purple", "teal", "yellow", "indigo", "brown", "gray", "mint", "cyan"]
        let pairs = names.map { "        (\"\($0)\", Color.\($0))" }.joined(separator: ",\n")
        let source = "import SwiftUI\n\nstruct Palette {\n    let colors = [\n\(pairs)\n    ]\n}\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-palette-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let errors = try SDKChecklist.typecheck([file.path], arguments: ["-Xfrontend", "-solver-expression-time-threshold=2"])
        #expect(!errors.contains("error:"), "\(errors)")
    }
}

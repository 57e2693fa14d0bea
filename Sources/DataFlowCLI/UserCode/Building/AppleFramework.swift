import DataFlowEmbedded

/// Apple's frameworks an app imports beside SwiftUI that dataflow supplies as modules of their
/// own (`Sources/Frameworks/<Name>`, built as `DataFlow<Name>`), as on a device: a user's file
/// sees their names only where it imports them, and `import Charts` compiles as it is, through
/// `-module-alias Charts=DataFlowCharts`. The names are the folders' (`EmbeddedDocs.frameworks`,
/// generated at build time), as Package.swift's `frameworks` are: adding a framework is adding its folder.
///
/// What each does is in README's coverage table: modelled where it takes part in data flow (Core
/// Data, PhotosUI's picker), accepted where it is appearance or an effect outside the app's data
/// (Charts drawn as a line, widget reloads recorded), and said plainly where nothing
/// deterministic is possible (an on-device language model is unavailable, as on a device
/// without Apple Intelligence).
struct AppleFramework: Equatable {
    /// The framework's own name, as apps import it (`Charts`).
    let rawValue: String

    /// Every framework dataflow supplies, by name.
    static let allCases = EmbeddedDocs.frameworks.map(AppleFramework.init(rawValue:))

    /// The module that stands for it.
    var module: String { "DataFlow" + rawValue }

    /// The compiler's arguments that make every framework's name stand for its module.
    static var aliases: [String] { allCases.flatMap { ["-module-alias", "\($0.rawValue)=\($0.module)"] } }
}

import Foundation

/// The Swift files of what the user named: files as given, folders searched (an Xcode project's
/// folder, a package's `Sources/`), in a stable order.
///
/// A folder is walked without following links (a link can lead anywhere, or in a circle), and
/// what is not the app's code is left out: tests, `Package.swift`, build and dependency folders.
enum SourceFolder {
    /// Folders that hold no app code.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "build", "node_modules", "fastlane"]

    /// The `.swift` files in `paths`, each once, folders expanded; or why not.
    static func expand(_ paths: [String]) throws(UserCodeError) -> [String] {
        var files: [String] = []
        for path in paths {
            switch FileKind.at(path) {
            case .directory, .symlinkToDirectory:
                let found = swiftFiles(in: path)
                if found.isEmpty { throw .usage("no .swift files in the folder \(quoted(path)) (tests, Package.swift and build folders are skipped)") }
                files += found
            default:
                files.append(path)
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert(GoldenStore.resolved($0)).inserted }
    }

    /// The `.swift` files under `folder`, sorted by path.
    private static func swiftFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        var pending = [base]
        while let directory = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let path = directory + "/" + name
                switch FileKind.at(path) {
                case .directory:
                    if !isSkipped(name) { pending.append(path) }
                case .file where name.hasSuffix(".swift") && name != "Package.swift":
                    found.append(path)
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    /// Test targets (`MyAppTests`, `MyAppUITests`, `Tests`), build output, dependencies.
    private static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace") || name.hasPrefix(".build")
    }
}

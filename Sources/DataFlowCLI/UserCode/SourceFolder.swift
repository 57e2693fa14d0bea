import Foundation

/// The Swift files of what the user named: files as given, folders searched (an Xcode project's
/// folder, a package's `Sources/`), in a stable order; and a folder's resources, which an app's
/// bundle carries (`Bundle.main.url(forResource: "missions", withExtension: "json")`).
///
/// A folder is walked without following links (a link can lead anywhere, or in a circle), and
/// what is not the app's code is left out: tests, `Package.swift`, build and dependency folders.
enum SourceFolder {
    /// What a run is built from.
    struct Contents {
        var swiftFiles: [String] = []
        /// Data files a bundle would carry, by path; the bundle has them flat, by name.
        var resources: [String] = []
        /// The app's bundle identifier, from an Xcode project in the folder, if there is one.
        var bundleIdentifier: String?
    }

    /// Resources by extension: data an app loads, not images (asset catalogs are not read).
    static let resourceExtensions: Set<String> = ["json", "txt", "csv", "plist", "xml", "strings", "md", "html", "geojson", "wav", "mp3", "m4a", "caf", "aiff"]
    /// A resource larger than this is left out (a bundle's data, not a video).
    static let largestResource = 8 * 1024 * 1024
    /// Folders that hold no app code.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "build", "node_modules", "fastlane"]

    /// The `.swift` files in `paths`, each once, folders expanded (with their resources); or why not.
    static func expand(_ paths: [String]) throws(UserCodeError) -> Contents {
        var contents = Contents()
        for path in paths {
            switch FileKind.at(path) {
            case .directory, .symlinkToDirectory:
                let found = walk(path)
                if found.swiftFiles.isEmpty { throw .usage("no .swift files in the folder \(quoted(path)) (tests, Package.swift and build folders are skipped)") }
                contents.swiftFiles += found.swiftFiles
                contents.resources += found.resources
                contents.bundleIdentifier = contents.bundleIdentifier ?? found.bundleIdentifier
            default:
                contents.swiftFiles.append(path)
            }
        }
        var seen = Set<String>()
        contents.swiftFiles = contents.swiftFiles.filter { seen.insert(GoldenStore.resolved($0)).inserted }
        var names = Set<String>()
        contents.resources = contents.resources.filter { names.insert(($0 as NSString).lastPathComponent).inserted }
        return contents
    }

    /// The `.swift` files and resources under `folder`, sorted by path.
    private static func walk(_ folder: String) -> Contents {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found = Contents()
        var pending = [base]
        while let directory = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let path = directory + "/" + name
                switch FileKind.at(path) {
                case .directory where name.hasSuffix(".xcodeproj"):
                    if found.bundleIdentifier == nil { found.bundleIdentifier = bundleIdentifier(inProject: path) }
                case .directory:
                    if !isSkipped(name) { pending.append(path) }
                case .file where name.hasSuffix(".swift") && name != "Package.swift":
                    found.swiftFiles.append(path)
                case .file where name != "Info.plist" && resourceExtensions.contains((name as NSString).pathExtension.lowercased()):
                    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue <= largestResource {
                        found.resources.append(path)
                    }
                default:
                    break
                }
            }
        }
        found.swiftFiles.sort()
        found.resources.sort()
        return found
    }

    /// `PRODUCT_BUNDLE_IDENTIFIER = com.example.WeSplit;` in the project file, if there is one.
    private static func bundleIdentifier(inProject project: String) -> String? {
        guard FileKind.at(project + "/project.pbxproj") == .file,
              let text = try? String(contentsOfFile: project + "/project.pbxproj", encoding: .utf8),
              let match = text.firstMatch(of: #/PRODUCT_BUNDLE_IDENTIFIER = "?([A-Za-z0-9.\-_]+)"?;/#)
        else { return nil }
        return String(match.output.1)
    }

    /// Test targets (`MyAppTests`, `MyAppUITests`, `Tests`), build output, dependencies.
    private static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace") || name.hasPrefix(".build")
    }
}

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
        /// Data files a bundle would carry, by path; the bundle has them flat, by name, so of
        /// two with one name the first is carried.
        var resources: [String] = []
        /// Every resource found, those a name shared left out of `resources` included: the run
        /// reads none of them, and a golden is never one of them.
        var foundResources: [String] = []
        /// Folders that could not be read, which the run says it skipped.
        var unreadable: [(folder: String, reason: String)] = []
        /// The app's bundle identifier, from an Xcode project in the folder, if there is one.
        var bundleIdentifier: String?
        /// `.swift` files in a folder whose Xcode project does not list them: Xcode does not
        /// build them (a file removed from the target but kept on disk), so neither does a run.
        var leftOut: [(file: String, project: String)] = []
        /// The app target built, where the folder's project has other targets (a watch app, a
        /// widget), and the `.swift` files that target does not build, which a run leaves out.
        var appTarget: (name: String, project: String)?
        var otherTargetsFiles: [String] = []
        /// `.swift` files the app target lists that are not on disk, which Xcode stops at and a
        /// run goes on without, saying so.
        var missing: [(file: String, project: String)] = []
        /// The colour and image sets of the folder's asset catalogs, for their generated symbols.
        var assets = AssetSymbols.Names()
        /// The folder's Core Data models (`Model.xcdatamodeld`), which Xcode compiles into the app.
        var coreDataModels: [String] = []
        /// The folder's String Catalogs (`Localizable.xcstrings`), whose manual keys Xcode 26
        /// makes symbols of.
        var stringCatalogs: [String] = []
    }

    /// Resources by extension: data an app loads, not images (asset catalogs are not read).
    static let resourceExtensions: Set<String> = [
        "json", "txt", "csv", "plist", "xml", "strings", "md", "html", "geojson", "wav", "mp3", "m4a", "caf", "aiff",
    ]
    /// A resource larger than this is left out (a bundle's data, not a video).
    static let largestResource = 8 * 1024 * 1024
    /// Folders that hold no app code.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "build", "node_modules", "fastlane"]

    /// The most entries a folder's walk looks at: a folder that holds more is not an app's.
    static let largestWalk = 200_000

    /// The `.swift` files in `paths`, each once, folders expanded (with their resources); or why
    /// not. `output` (the golden being verified), once it holds a transcript, is not a resource.
    static func expand(_ paths: [String], excluding output: String? = nil) throws(UserCodeError) -> Contents {
        var contents = Contents()
        for path in paths {
            let name = (path.hasSuffix("/") ? String(path.dropLast()) : path) as NSString
            if ["xcdatamodeld", "xcassets"].contains(name.pathExtension), ![.directory, .symlinkToDirectory].contains(FileKind.at(path)) {
                let what = name.pathExtension == "xcdatamodeld" ? "Core Data model" : "asset catalog"
                throw .usage("cannot find the \(what) \(quoted(path)): name the folder Xcode made (it is a folder, `Model.xcdatamodeld`)")
            }
            switch FileKind.at(path) {
            case .directory where name.pathExtension == "xcdatamodeld", .symlinkToDirectory where name.pathExtension == "xcdatamodeld":
                // A Core Data model named beside the files (`*.swift Model.xcdatamodeld`).
                contents.coreDataModels.append(path)
            case .directory where name.pathExtension == "xcassets", .symlinkToDirectory where name.pathExtension == "xcassets":
                contents.assets.add(AssetSymbols.names(inCatalog: path))
            case .file where resourceExtensions.contains(name.pathExtension.lowercased()):
                // A data file named beside the files: the bundle carries it.
                contents.resources.append(path)
                contents.foundResources.append(path)
            case .directory, .symlinkToDirectory:
                try checkIsAppFolder(path)
                let found = try walk(path, excluding: output)
                if found.swiftFiles.isEmpty {
                    let skipped = found.unreadable.isEmpty ? "" : "; \(found.unreadable.count) of its folders could not be read"
                    throw .usage(
                        "no .swift files in the folder \(quoted(path)) (tests, Package.swift and build folders are skipped\(skipped)); name the folder that holds the app's code"
                    )
                }
                contents.unreadable += found.unreadable
                contents.swiftFiles += found.swiftFiles
                contents.leftOut += found.leftOut
                contents.appTarget = contents.appTarget ?? found.appTarget
                contents.otherTargetsFiles += found.otherTargetsFiles
                contents.missing += found.missing
                contents.assets.add(found.assets)
                contents.coreDataModels += found.coreDataModels
                contents.stringCatalogs += found.stringCatalogs
                contents.resources += found.resources
                contents.foundResources += found.resources
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

    /// Refuses a folder that is the file system's root or a home folder: walking it would read
    /// every file the user has, and it is never an app's folder.
    private static func checkIsAppFolder(_ path: String) throws(UserCodeError) {
        let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let real = resolved(path)
        let homes = [ProcessInfo.processInfo.environment["HOME"], NSHomeDirectory()].compactMap { $0 }.filter { !$0.isEmpty }.map(resolved)
        guard real == "/" || homes.contains(real) else { return }
        let what = real == "/" ? "the root of the file system" : "your home folder"
        throw .usage("\(quoted(path)) is \(what), not an app's folder; name the folder that holds the app's code (the one beside its .xcodeproj)")
    }

    /// The `.swift` files and resources under `folder`, sorted by path; `output` left out.
    private static func walk(_ folder: String, excluding output: String?) throws(UserCodeError) -> Contents {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found = Contents()
        var projects: [(name: String, listing: String, folder: String)] = []
        var pending = [base]
        var seen = 0
        while let directory = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            } catch {
                let reason = String(cString: strerror(access(directory, R_OK | X_OK) == 0 ? EIO : errno))
                if directory == base { throw .usage("cannot read the folder \(quoted(folder)): \(reason)") }
                found.unreadable.append((directory, reason))
                continue
            }
            seen += names.count
            if seen > largestWalk {
                throw .usage(
                    "the folder \(quoted(folder)) holds more than \(largestWalk) files and folders, more than an app's; name the folder that holds the app's code"
                )
            }
            for name in names where !name.hasPrefix(".") {
                if let subfolder = take(directory + "/" + name, name: name, into: &found, projects: &projects, excluding: output) {
                    pending.append(subfolder)
                }
            }
        }
        found.swiftFiles.sort()
        found.resources.sort()
        found.coreDataModels.sort()
        found.stringCatalogs.sort()
        let apps = projects.map { XcodeProject(folder: $0.folder, name: $0.name, listing: $0.listing) }.filter { $0.appTargetName != nil }
        if apps.count > 1 {
            let names = apps.map { app in
                quoted(app.folder == base ? app.name : String(app.folder.dropFirst(base.count + 1)) + "/" + app.name)
            }.sorted().joined(separator: ", ")
            throw .usage("the folder \(quoted(folder)) holds \(apps.count) apps' Xcode projects (\(names)); name the folder of one app's code")
        }
        if let app = apps.first { found.missing = app.missingAppFiles.map { (file: $0, project: app.name) } }
        if let app = apps.first, let target = app.appTargetName, let appFiles = app.appFiles(among: found.swiftFiles) {
            let kept = Set(appFiles)
            found.otherTargetsFiles = found.swiftFiles.filter { !kept.contains($0) }
            if !found.otherTargetsFiles.isEmpty { found.appTarget = (target, app.name) }
            found.swiftFiles = appFiles
            return found
        }
        let (kept, leftOut) = listedFiles(found.swiftFiles, in: projects.map { ($0.name, $0.listing) })
        found.swiftFiles = kept
        found.leftOut = leftOut
        return found
    }

    /// Takes one entry of a folder into `found`: a Swift file, a resource, a project, a model or
    /// a catalog; a folder to walk next is returned.
    private static func take(
        _ path: String, name: String, into found: inout Contents, projects: inout [(name: String, listing: String, folder: String)],
        excluding output: String?
    ) -> String? {
        if name.contains("\u{FFFD}") {
            found.unreadable.append((path, "its name is not valid UTF-8, which Swift's tools cannot name; rename it"))
            return nil
        }
        var info = stat()
        if lstat(path, &info) != 0 {
            // Listed but not reachable: a path too long, a name the system refuses.
            found.unreadable.append((path, String(cString: strerror(errno))))
            return nil
        }
        switch FileKind.at(path) {
        case .directory where name.hasSuffix(".xcodeproj"):
            guard FileKind.at(path + "/project.pbxproj") == .file,
                let listing = try? String(contentsOfFile: path + "/project.pbxproj", encoding: .utf8)
            else { break }
            projects.append((name, listing, (path as NSString).deletingLastPathComponent))
            found.assets.follow(project: listing)
            if found.bundleIdentifier == nil { found.bundleIdentifier = bundleIdentifier(in: listing) }
        case .directory where name.hasSuffix(".xcdatamodeld"):
            found.coreDataModels.append(path)
        case .directory where name.hasSuffix(".xcassets"):
            found.assets.add(AssetSymbols.names(inCatalog: path))
        case .directory where name.hasSuffix(".bundle"):
            // A settings or resource bundle: copied into the app as it is, never compiled.
            break
        case .directory:
            if !isSkipped(name) { return path }
        case .file where name.hasSuffix(".swift") && name != "Package.swift":
            found.swiftFiles.append(path)
        case .file where name.hasSuffix(".xcstrings"):
            found.stringCatalogs.append(path)
        case .file where output.map({ GoldenStore.sameFile($0, path) }) == true && isTranscript(path):
            // The golden being verified (recorded here before): output, not a resource.
            break
        case .file where name != "Info.plist" && resourceExtensions.contains((name as NSString).pathExtension.lowercased()):
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue <= largestResource {
                found.resources.append(path)
            }
        default:
            break
        }
        return nil
    }

    /// The files an Xcode project in the folder lists, and those it does not. A project whose
    /// groups are synchronised with folders (Xcode 16's default) builds every file in them, and
    /// a folder without a project keeps every file.
    static func listedFiles(
        _ files: [String], in projects: [(name: String, listing: String)]
    ) -> (kept: [String], leftOut: [(file: String, project: String)]) {
        guard let project = projects.first, !projects.contains(where: { $0.listing.contains("PBXFileSystemSynchronizedRootGroup") }) else {
            return (files, [])
        }
        var kept: [String] = []
        var leftOut: [(file: String, project: String)] = []
        for file in files {
            let name = (file as NSString).lastPathComponent
            if projects.contains(where: { isListed(name, in: $0.listing) }) { kept.append(file) } else { leftOut.append((file, project.name)) }
        }
        // A project that lists none of them is not this code's project: keep everything.
        return kept.isEmpty ? (files, []) : (kept, leftOut)
    }

    /// Whether a project file names a file: `path = Name.swift;`, `path = "My Name.swift";`,
    /// `/* Name.swift in Sources */`.
    static func isListed(_ name: String, in listing: String) -> Bool {
        ["= \(name);", "= \"\(name)\";", "/* \(name) ", "/\(name);", "/\(name)\";"].contains { listing.contains($0) }
    }

    /// `PRODUCT_BUNDLE_IDENTIFIER = com.example.WeSplit;` in the project file, if there is one.
    private static func bundleIdentifier(in listing: String) -> String? {
        guard let match = listing.firstMatch(of: #/PRODUCT_BUNDLE_IDENTIFIER = "?([A-Za-z0-9.\-_]+)"?;/#) else { return nil }
        return String(match.output.1)
    }

    private static func isTranscript(_ path: String) -> Bool {
        guard case .text(let text, _) = GoldenStore.read(path) else { return false }
        return TranscriptSignature.isTranscript(text)
    }

    /// Test targets (`MyAppTests`, `MyAppUITests`, `Tests`), build output, dependencies.
    private static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace") || name.hasPrefix(".build")
    }
}

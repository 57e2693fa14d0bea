import Foundation

/// What an Xcode project says about its app target's files: which of a folder's `.swift` files
/// Xcode builds into the iPhone app, when the folder also holds a watch app, a widget, an App
/// Clip or a Mac app whose files (a second `ContentView.swift`) are not the app's.
///
/// Read from `project.pbxproj`: where groups are synchronised with folders (Xcode 16's default),
/// the app target's folders, less the files its exception sets take out, plus the files of other
/// targets' folders that an exception set adds to it; in a project of groups, the files its
/// Sources build phase lists, at the paths the groups give them.
struct XcodeProject {
    /// The folder that holds the `.xcodeproj`, which the groups' paths start from.
    let folder: String
    /// The project's file name (`Planner.xcodeproj`).
    let name: String
    private let listing: String
    private let objects: [String: [String: String]]

    init(folder: String, name: String, listing: String) {
        self.folder = folder
        self.name = name
        self.listing = listing
        objects = Self.objects(in: listing)
    }

    /// The iPhone app target's name, if the project has one.
    var appTargetName: String? { appTarget.flatMap { objects[$0]?["name"].map(Self.unquoted) } }

    /// The app target's files among `files` (absolute paths), or nil when the project does not
    /// say (no app target, or no folder or group of it found on disk).
    func appFiles(among files: [String]) -> [String]? {
        guard let app = appTarget else { return nil }
        let synchronised = synchronisedFolders(of: app)
        let listed = sourcesBuildPhaseFiles(of: app)
        guard !synchronised.folders.isEmpty || !listed.isEmpty else { return nil }
        let kept = files.filter { file in
            let path = (file as NSString).standardizingPath
            if synchronised.added.contains(path) || listed.contains(path) { return true }
            return synchronised.folders.contains { path.hasPrefix($0 + "/") } && !synchronised.excluded.contains(path)
        }
        // A project whose paths match none of the files is not this code's project.
        return kept.isEmpty ? nil : kept
    }

    /// The `.swift` files the app target's Sources build phase lists that are not on disk (a
    /// file kept out of git, such as a developer's own secrets or seed data): Xcode stops at them
    /// ("Build input file cannot be found"). Relative to the project's folder, sorted.
    var missingAppFiles: [String] {
        guard let app = appTarget else { return [] }
        return sourcesBuildPhaseFiles(of: app).filter { $0.hasSuffix(".swift") && FileKind.at($0) == .missing }.map { path in
            path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }.sorted()
    }

    /// The app target's synchronised folders (Xcode 16) that are on disk, the files its
    /// exception sets take out of them, and the files of other targets' folders they add.
    private func synchronisedFolders(of app: String) -> (folders: [String], excluded: Set<String>, added: Set<String>) {
        let appGroups = Set(Self.ids(in: objects[app]?["fileSystemSynchronizedGroups"]))
        var folders: [String] = []
        var excluded: Set<String> = []
        var added: Set<String> = []
        // A synchronised folder inside a group of the older kind is where that group says.
        let placed = referencePaths()
        for (id, object) in objects where object["isa"] == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = object["path"].map(Self.unquoted) else { continue }
            let groupFolder = placed[id] ?? ((folder + "/" + path) as NSString).standardizingPath
            let isApp = appGroups.contains(id)
            if isApp, FileKind.at(groupFolder) == .directory { folders.append(groupFolder) }
            for exceptionID in Self.ids(in: object["exceptions"]) {
                guard let exception = objects[exceptionID], Self.ids(in: exception["target"]).first == app else { continue }
                let members = Self.items(in: exception["membershipExceptions"]).map { groupFolder + "/" + $0 }
                // An exception for the folder's own target takes the file out of it; one for
                // another target's folder adds the file to this one.
                if isApp { excluded.formUnion(members) } else { added.formUnion(members) }
            }
        }
        return (folders, excluded, added)
    }

    /// The files the app target's Sources build phase lists (a project of groups, before Xcode
    /// 16), at the paths its groups give them.
    private func sourcesBuildPhaseFiles(of app: String) -> Set<String> {
        let phases = Self.ids(in: objects[app]?["buildPhases"]).filter { objects[$0]?["isa"] == "PBXSourcesBuildPhase" }
        let references = phases.flatMap { Self.ids(in: objects[$0]?["files"]) }.compactMap {
            objects[$0]?["fileRef"].flatMap { Self.ids(in: $0).first }
        }
        guard !references.isEmpty else { return [] }
        let paths = referencePaths()
        return Set(references.compactMap { paths[$0] })
    }

    /// Every file reference's and synchronised folder's path, from the project's main group down:
    /// a group's `path` adds a folder (a group with only a `name` adds none), `SOURCE_ROOT` starts
    /// from the project's folder.
    private func referencePaths() -> [String: String] {
        guard let project = objects.values.first(where: { $0["isa"] == "PBXProject" }), let main = Self.ids(in: project["mainGroup"]).first else {
            return [:]
        }
        var paths: [String: String] = [:]
        var pending = [(main, folder)]
        var visited: Set<String> = []
        while let (id, base) = pending.popLast() {
            guard visited.insert(id).inserted, let object = objects[id] else { continue }
            let path = object["path"].map(Self.unquoted)
            let here: String
            switch object["sourceTree"].map(Self.unquoted) {
            case "SOURCE_ROOT": here = path.map { folder + "/" + $0 } ?? folder
            case "<absolute>": here = path ?? base
            case "<group>", nil: here = path.map { base + "/" + $0 } ?? base
            default: continue
            }
            if object["isa"] == "PBXFileReference" || object["isa"] == "PBXFileSystemSynchronizedRootGroup" {
                paths[id] = (here as NSString).standardizingPath
            } else {
                for child in Self.ids(in: object["children"]) { pending.append((child, here)) }
            }
        }
        return paths
    }

    /// The target that builds the iPhone app: an application not for a watch, a Mac or a TV,
    /// the one named as the project if there are several.
    private var appTarget: String? {
        let apps = objects.filter { _, object in
            object["isa"] == "PBXNativeTarget" && object["productType"].map(Self.unquoted) == "com.apple.product-type.application"
        }
        // `iphoneos`, or `auto` for a multiplatform target; not a watch, Mac, TV or Vision app.
        let phone = apps.filter { id, _ in !["watchos", "macosx", "appletvos", "xros"].contains(sdk(of: id) ?? "") }.map(\.key).sorted()
        let projectName = (name as NSString).deletingPathExtension
        return phone.first { objects[$0]?["name"].map(Self.unquoted) == projectName } ?? phone.first
    }

    /// The `SDKROOT` of a target's build configurations (or of the project's, where the target
    /// does not set one).
    private func sdk(of target: String) -> String? {
        let lists =
            [objects[target]?["buildConfigurationList"]] + objects.values.filter { $0["isa"] == "PBXProject" }.map { $0["buildConfigurationList"] }
        for list in lists {
            for configuration in Self.ids(in: objects[Self.ids(in: list).first ?? ""]?["buildConfigurations"]) {
                if let settings = objects[configuration]?["buildSettings"], let match = settings.firstMatch(of: #/SDKROOT = "?([a-z]+)"?;/#) {
                    return String(match.output.1)
                }
            }
        }
        return nil
    }

    // MARK: Reading the property list

    /// Each object of the file, by id: its top-level fields as text (`isa`, `path`, a list's
    /// parenthesised text, a dictionary's braced text), comments removed.
    static func objects(in listing: String) -> [String: [String: String]] {
        let text = Array(withoutComments(listing).unicodeScalars)
        var objects: [String: [String: String]] = [:]
        // `ID = {` at the second level of braces: the objects' dictionary.
        var depth = 0
        var keyStart: Int?
        scanUnquoted(text) { character, index in
            switch character {
            case "{":
                if depth == 2, let start = keyStart {
                    let header = String(String.UnicodeScalarView(text[start..<index]))
                    let id = header.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "=")))
                    let end = closingBrace(in: text, from: index)
                    objects[id] = fields(in: String(String.UnicodeScalarView(text[(index + 1)..<end])))
                    keyStart = nil
                    return end + 1
                }
                depth += 1
                keyStart = nil
            case "}":
                depth -= 1
            case ";":
                keyStart = nil
            default:
                if depth == 2, keyStart == nil, !CharacterSet.whitespacesAndNewlines.contains(character) { keyStart = index }
            }
            return nil
        }
        return objects
    }

    /// `key = value;` pairs at the top level of one object's body.
    private static func fields(in body: String) -> [String: String] {
        var fields: [String: String] = [:]
        let text = Array(body.unicodeScalars)
        var start = 0
        var nesting = 0
        scanUnquoted(text) { character, index in
            switch character {
            case "(", "{":
                nesting += 1
            case ")", "}":
                nesting -= 1
            case ";" where nesting == 0:
                let pair = String(String.UnicodeScalarView(text[start..<index]))
                if let equals = pair.firstIndex(of: "=") {
                    let key = pair[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
                    fields[key] = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
                }
                start = index + 1
            default:
                break
            }
            return nil
        }
        return fields
    }

    /// The `}` that closes the `{` at `open`.
    private static func closingBrace(in text: [Unicode.Scalar], from open: Int) -> Int {
        var depth = 0
        var end = text.count
        scanUnquoted(text, from: open) { character, index in
            if character == "{" { depth += 1 }
            guard character == "}" else { return nil }
            depth -= 1
            guard depth == 0 else { return nil }
            end = index
            return text.count
        }
        return end
    }

    /// Walks `text` from `start`, stepping over quoted strings (and their escapes), and hands
    /// `visit` each other character with its index; `visit` returns where to go on from, or nil
    /// for the next character.
    private static func scanUnquoted(_ text: [Unicode.Scalar], from start: Int = 0, _ visit: (Unicode.Scalar, Int) -> Int?) {
        var index = start
        var quoted = false
        while index < text.count {
            let character = text[index]
            if quoted {
                if character == "\\" { index += 1 } else if character == "\"" { quoted = false }
            } else if character == "\"" {
                quoted = true
            } else if let next = visit(character, index) {
                index = next
                continue
            }
            index += 1
        }
    }

    /// The file without its `/* … */` comments (outside quoted strings).
    private static func withoutComments(_ listing: String) -> String {
        var result = String.UnicodeScalarView()
        let text = Array(listing.unicodeScalars)
        var index = 0
        var quoted = false
        while index < text.count {
            let character = text[index]
            if quoted {
                result.append(character)
                if character == "\\", index + 1 < text.count {
                    result.append(text[index + 1])
                    index += 1
                } else if character == "\"" {
                    quoted = false
                }
            } else if character == "\"" {
                quoted = true
                result.append(character)
            } else if character == "/", index + 1 < text.count, text[index + 1] == "*" {
                var end = index + 2
                while end + 1 < text.count, !(text[end] == "*" && text[end + 1] == "/") { end += 1 }
                index = end + 2
                continue
            } else {
                result.append(character)
            }
            index += 1
        }
        return String(result)
    }

    /// The ids in a field's text: `(A1, B2, )` or `A1`.
    private static func ids(in text: String?) -> [String] { items(in: text) }

    /// The items of a parenthesised list (or the one value), unquoted.
    private static func items(in text: String?) -> [String] {
        guard var text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return [] }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text.split(separator: ",").map { unquoted($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.filter { !$0.isEmpty }
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
}

import DataFlow
import Foundation

/// Compiles a user's files into a program that prints their transcript, and keeps it: a program
/// is cached under a hash of everything it was built from (the files, the root, the compiler and
/// this dataflow's build products), so running an unchanged file again only starts the program.
struct ProgramBuilder {
    /// What the generated `main.swift` starts: one root view, or the experiments the files declare.
    enum Entry: Equatable {
        case root(Root)
        case experiments
    }

    /// The root of a run: a view type or an app type, and the rule that chose it.
    struct Root: Equatable {
        var type: String
        var isApp: Bool
        var reason: String
        /// A UIKit app or scene delegate, run to find the view it hosts.
        var isDelegate = false
    }

    let toolchain: Toolchain
    let cacheDirectory: String
    /// How many compiled programs the cache keeps; the least recently used go first.
    var capacity = 32
    /// Seconds the compiler may take (`--compile-timeout`): a 2,000-file app needs minutes.
    var timeout: Double = 300

    /// A compiled program, locked in the cache while it is in use (see `ProgramCache.Lease`).
    struct Built {
        let lease: ProgramCache.Lease
        let cached: Bool
        var program: String { lease.program }
    }

    /// The compiled program, from the cache when everything it is built from is unchanged.
    func build(
        _ files: [UserFile], resources: [String] = [], bundleIdentifier: String? = nil, entry: Entry, name: String? = nil
    ) throws(UserCodeError) -> Built {
        let aliasesSwiftUI = try Self.aliasesSwiftUI(files)
        let module = aliasesSwiftUI ? "SwiftUI" : "DataFlow"
        let implicitImports = [module] + (files.contains { $0.imports("CoreData") || $0.displayName == CoreDataModel.fileName } ? ["CoreData"] : [])
        let prepared = files.map { (file: $0, text: Preprocessor.prepare($0.text, implicitImports: implicitImports).source) }
        let shown = files.filter { !$0.isGenerated }.map(\.displayName)
        let prelude = files.contains { $0.displayName == CoreDataModel.fileName } ? ["\(CoreDataModel.registration)()"] : []
        let main = Self.entrySource(
            entry: entry, name: name ?? shown.joined(separator: " "), aliasesSwiftUI: aliasesSwiftUI, prelude: prelude)
        var material = [toolchain.fingerprint(), "entry: \(entry)", "alias: \(aliasesSwiftUI)", main]
        for (file, text) in prepared { material += [file.displayName, text] }
        let bundle = try Self.bundle(resources: resources, identifier: bundleIdentifier)
        for (name, data) in bundle { material += [name, String(decoding: data, as: UTF8.self), String(data.count)] }
        let cache = ProgramCache(directory: cacheDirectory, capacity: capacity)
        try cache.prepare()
        let key = ProgramCache.key(material)
        if let lease = cache.lookup(key) { return Built(lease: lease, cached: true) }
        // One build of a program at a time: a parallel run of the same code waits, then uses it.
        let building = cache.lockBuild(of: key)
        defer { building?.release() }
        if let lease = cache.lookup(key) { return Built(lease: lease, cached: true) }

        let staging = try cache.makeStaging(for: key)
        ChildProcesses.removeOnSignal(staging)
        defer {
            cache.removeStaging(staging)
            ChildProcesses.keepOnSignal(staging)
        }
        let staged = try stage(prepared, bundle: bundle, main: main, in: staging)
        try compile(staged, aliasesSwiftUI: aliasesSwiftUI, entry: entry, in: staging)
        try? FileManager.default.removeItem(atPath: staging + "/sources")
        return Built(lease: try cache.install(staging, key: key), cached: false)
    }

    /// The files a program is compiled from, written in its staging folder.
    private struct Staged {
        var sources: [(staged: String, file: UserFile)] = []
        /// The generated entry (`dataflow-entry.swift`).
        var mainPath: String
        /// The generated files: the entry, and a `main.swift` where the user has none.
        var generated: [String]
    }

    /// Writes the bundle's files, the user's files (each in a folder of its own, so that it keeps
    /// its name in diagnostics and `#file`) and the generated ones into `staging`.
    private func stage(
        _ prepared: [(file: UserFile, text: String)], bundle: [(String, Data)], main: String, in staging: String
    ) throws(UserCodeError)
        -> Staged
    {
        let manager = FileManager.default
        for (name, data) in bundle {
            guard manager.createFile(atPath: staging + "/" + name, contents: data) else { throw .setup("cannot write \(staging)/\(name)") }
        }
        // The program starts in `main.swift`: the user's own (its top-level code runs first, as
        // in the app), or one of dataflow's; either calls the generated entry.
        let call = "\n\(Self.entryPoint)()\n"
        let usersMain = prepared.firstIndex { $0.file.baseName == "main.swift" }
        var staged = Staged(mainPath: staging + "/sources/dataflow-entry.swift", generated: [])
        for (offset, (file, text)) in prepared.enumerated() {
            let folder = staging + "/sources/\(offset)"
            let path = folder + "/" + file.baseName
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard manager.createFile(atPath: path, contents: Data((offset == usersMain ? text + call : text).utf8)) else {
                throw .setup("cannot write \(path)")
            }
            staged.sources.append((path, file))
        }
        guard manager.createFile(atPath: staged.mainPath, contents: Data(main.utf8)) else { throw .setup("cannot write \(staged.mainPath)") }
        staged.generated = [staged.mainPath]
        if usersMain == nil {
            let path = staging + "/sources/main.swift"
            guard manager.createFile(atPath: path, contents: Data(call.utf8)) else { throw .setup("cannot write \(path)") }
            staged.generated.append(path)
        }
        return staged
    }

    /// Compiles and links the staged files into `staging/program`, or says why it could not.
    private func compile(_ staged: Staged, aliasesSwiftUI: Bool, entry: Entry, in staging: String) throws(UserCodeError) {
        // Every file's errors, not only the first failing job's: one list of what is missing.
        // `DEBUG` is set, as Xcode's Debug configuration sets it for the Run action: a run plays
        // the app as Xcode runs it, `#if DEBUG` preview data included.
        // Bare `/regex/` literals are on, as Xcode's project templates set them since Xcode 14.
        var arguments = [
            "-swift-version", "5", "-enable-bare-slash-regex", "-continue-building-after-errors", "-module-name", "UserCode", "-D", "DEBUG",
            "-I", toolchain.buildDirectory + "/Modules",
        ]
        if aliasesSwiftUI { arguments += ["-module-alias", "SwiftUI=DataFlow"] }
        arguments += AppleFramework.aliases
        // dataflow's objects first: of constructors of one priority, theirs run first.
        arguments += toolchain.objects + staged.sources.map(\.staged) + staged.generated
        arguments += ["-lm", "-Xlinker", "--export-dynamic", "-o", staging + "/program"]
        let outcome = try Subprocess(executable: toolchain.compiler, arguments: arguments, timeout: timeout).run()
        if outcome.timedOut {
            let count = staged.sources.count == 1 ? "1 file" : "\(staged.sources.count) files"
            throw .setup(
                "compiling \(count) did not finish within \(formatSeconds(timeout)); stopped the compiler (--compile-timeout or DATAFLOW_COMPILE_TIMEOUT allows longer, none for no limit)"
            )
        }
        guard outcome.status == 0, !outcome.signalled else { throw failure(outcome, staged: staged, entry: entry, in: staging) }
    }

    /// Why the compiler failed: the root has no `init()`, the compiler printed nothing or
    /// crashed, or the user's code has errors (the compiler's messages, with the files' names).
    private func failure(_ outcome: Subprocess.Outcome, staged: Staged, entry: Entry, in staging: String) -> UserCodeError {
        if case .root(let root) = entry, let problem = Self.firstError(in: outcome.stderr, of: staged.mainPath) {
            // The user's code compiled; only `Root()` in the generated main did not.
            let what = root.isApp ? "app" : "root view"
            return .usage(
                "dataflow creates the \(what) as \(root.type)(), but \(root.type) has no init without arguments (\(problem)); give it defaults, or choose another root with --root"
            )
        }
        let raw = outcome.stderr + outcome.stdout
        if raw.allSatisfy(\.isWhitespace) {
            // Nothing to show above the error: say what the compiler did instead.
            let ending = outcome.signalled ? "was killed by signal \(outcome.status)" : "exited with status \(outcome.status)"
            return .setup(
                "the compiler \(toolchain.compiler) \(ending) and printed nothing; check that it is a Swift 6 swiftc (DATAFLOW_SWIFTC chooses another)"
            )
        }
        let output = CompilerOutput(
            files: staged.sources.map { .init(staged: $0.staged, shown: $0.file.displayName) } + [
                .init(staged: staged.mainPath, shown: "dataflow's entry (generated)")
            ],
            internalPaths: [staging, toolchain.buildDirectory, Self.sourceRoot])
        if let crash = output.crash(in: raw) { return .setup(crash) }
        return .compile(diagnostics: output.cleaned(raw))
    }

    /// What the program's bundle holds beside it, by name: the folder's resources, and an
    /// `Info.plist` with the app's bundle identifier (code reads `Bundle.main.bundleIdentifier!`).
    private static func bundle(resources: [String], identifier: String?) throws(UserCodeError) -> [(name: String, data: Data)] {
        var files: [(String, Data)] = []
        for path in resources {
            guard let data = FileManager.default.contents(atPath: path) else { throw .usage("cannot read the resource \(quoted(path))") }
            files.append(((path as NSString).lastPathComponent, data))
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>\(identifier ?? "com.example.dataflow-app")</string></dict></plist>

            """
        files.append(("Info.plist", Data(plist.utf8)))
        return files
    }

    /// The first error the compiler reported, without its location, if every error is in `path`.
    private static func firstError(in diagnostics: String, of path: String) -> String? {
        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") && !$0.contains("|") }
        guard let first = errors.first, errors.allSatisfy({ $0.hasPrefix(path + ":") }),
            let range = first.range(of: ": error: ")
        else { return nil }
        return String(first[range.upperBound...])
    }

    /// Where dataflow's own sources were when it was built: the compiler names them in notes.
    private static let sourceRoot: String = {
        let file = #filePath
        guard let range = file.range(of: "/Sources/DataFlowCLI/") else { return "" }
        return String(file[..<range.lowerBound])
    }()

    /// `import SwiftUI` compiles against DataFlow through an alias; a file that imports DataFlow by
    /// its own name must not be aliased (the compiler forbids using both names).
    private static func aliasesSwiftUI(_ files: [UserFile]) throws(UserCodeError) -> Bool {
        let importsDataFlow = files.contains { $0.imports("DataFlow") }
        let importsSwiftUI = files.contains { $0.imports("SwiftUI") }
        if importsDataFlow && importsSwiftUI {
            throw .usage("the files import both SwiftUI and DataFlow; import one of them (SwiftUI is compiled against DataFlow)")
        }
        return !importsDataFlow
    }

    /// The function the program starts with (in a file of its own; see `build`).
    static let entryPoint = "__dataflow_entry_point"

    /// The generated entry: a function that hands the root (or the experiments) to
    /// `UserProgram.main`, named by its module, as the user's own types may be called
    /// `UserProgram` or `Source`. The program's `main.swift` calls it: a generated one, or the
    /// user's own `main.swift` after its top-level code.
    static func entrySource(entry: Entry, name: String, aliasesSwiftUI: Bool, prelude: [String] = []) -> String {
        let module = aliasesSwiftUI ? "SwiftUI" : "DataFlow"
        let source = "DataFlowProgram.UserProgram.Source(name: \(quote(name)))"
        let call: String
        switch entry {
        case .root(let root) where root.isDelegate:
            call = "DataFlowProgram.UserProgram.main(\(source), delegate: { \(root.type)() }, because: \(quote(root.reason)))"
        case .root(let root) where root.isApp:
            call = "DataFlowProgram.UserProgram.main(\(source), app: \(root.type).self, because: \(quote(root.reason)))"
        case .root(let root):
            call = "DataFlowProgram.UserProgram.main(\(source), root: \(quote(root.type)), because: \(quote(root.reason))) { \(root.type)() }"
        case .experiments:
            call = "DataFlowProgram.UserProgram.main(\(source), experiments: experiments)"
        }
        let body = (prelude + [call]).map { "    " + $0 }.joined(separator: "\n")
        return "import \(module)\nimport DataFlowProgram\n\nfunc \(entryPoint)() -> Never {\n\(body)\n}\n" + wallClock(module: module)
    }

    /// The program's wall clock is the run's (§24): `clock_gettime(CLOCK_REALTIME)`, which
    /// Foundation's `Date()` reads, answers the run's time; every other clock (the monotonic ones
    /// that timers and `Task.sleep` use) is the system's. The program is linked with
    /// `--export-dynamic`, so the system's libraries find this definition first.
    private static func wallClock(module: String) -> String {
        """

        #if canImport(Glibc)
        import Glibc

        private typealias __DataFlowClock = @convention(c) (clockid_t, UnsafeMutablePointer<timespec>?) -> Int32
        private let __dataflowSystemClock = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "clock_gettime"), to: __DataFlowClock.self)

        @_cdecl("clock_gettime")
        public func __dataflow_clock_gettime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {
            guard clock == CLOCK_REALTIME, let time else { return __dataflowSystemClock(clock, time) }
            let nanoseconds = \(module)._RunClockTime.wallClockNanoseconds
            time.pointee = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
            return 0
        }
        #endif

        """
    }
}

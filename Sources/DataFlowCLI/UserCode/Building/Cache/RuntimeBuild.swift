import Foundation

/// What a user's program links, built once from the sources the binary carries: for a
/// `dataflow` installed or copied away from its build directory (`swift package
/// experimental-install`, `make install`, a copy in `~/bin`).
///
/// The modules DataFlow, the frameworks' and DataFlowProgram are compiled with the user's `swiftc` into
/// the program cache, under a key of their sources, the compiler and this version, so an upgrade
/// (or another compiler) builds again; the first run says so in one line. The build happens in a
/// staging folder and is installed by one rename, as programs are.
struct RuntimeBuild {
    /// The modules' sources, in build order; the executable hands them over (they are not part of
    /// the CLI's own module, whose sources they contain).
    nonisolated(unsafe) static var sources: [(name: String, files: [(path: String, text: String)])] = []

    static let prefix = "runtime-"
    static let manifestName = "runtime"
    static let manifestMagic = "dataflow runtime 2"

    let cache: ProgramCache
    let compiler: String
    /// Seconds each module's compile may take: `--compile-timeout` when given, else 900.
    var timeout: Double = 900

    /// The toolchain of a runtime already built in the cache for this key, if there is one (the
    /// cache is only read: `make install` puts one beside the binary, in `<prefix>/lib/dataflow`).
    func existing() -> Toolchain? {
        let key = Self.key(compiler: compiler)
        return sound(cache.directory + "/" + Self.prefix + key.prefix(32), key: key)
    }

    /// The toolchain of a runtime in the cache, building it first if there is none for this key.
    func toolchain(progress: (String) -> Void) throws(UserCodeError) -> Toolchain {
        try cache.prepare()
        let key = Self.key(compiler: compiler)
        let directory = cache.directory + "/" + Self.prefix + key.prefix(32)
        if let toolchain = sound(directory, key: key) { return toolchain }
        progress(
            "dataflow: building the runtime your code links against, once for this version: swiftc compiles dataflow's runtime into \(cache.directory) (about a minute on 2 cores; `make install` puts a built one beside the binary)"
        )
        let staging = try cache.makeStaging(for: "runtime-" + key)
        ChildProcesses.removeOnSignal(staging)
        defer {
            cache.removeStaging(staging)
            ChildProcesses.keepOnSignal(staging)
        }
        try build(in: staging)
        do {
            try (Self.manifestMagic + "\nkey \(key)\n").write(toFile: staging + "/" + Self.manifestName, atomically: false, encoding: .utf8)
        } catch {
            throw .setup("cannot write to the program cache \(quoted(cache.directory)): \(error.localizedDescription)")
        }
        try? FileManager.default.removeItem(atPath: staging + "/.dataflow-staging")
        // A parallel run may have installed it first: then theirs is used.
        _ = rename(staging, directory)
        guard let toolchain = sound(directory, key: key) else {
            throw .setup("cannot store the runtime in the program cache \(quoted(cache.directory)); set DATAFLOW_CACHE to a writable directory")
        }
        return toolchain
    }

    /// The sources, the compiler and this version, hashed.
    static func key(compiler: String) -> String {
        var fields = [Help.version, compiler, Toolchain.stamp(compiler)]
        for module in sources {
            fields.append(module.name)
            for file in module.files { fields += [file.path, file.text] }
        }
        return ProgramCache.key(fields)
    }

    /// A complete runtime at `directory`, made for `key`.
    private func sound(_ directory: String, key: String) -> Toolchain? {
        guard FileKind.at(directory) == .directory,
            (try? String(contentsOfFile: directory + "/" + Self.manifestName, encoding: .utf8)) == Self.manifestMagic + "\nkey \(key)\n"
        else { return nil }
        let objects = Self.sources.map { directory + "/\($0.name).o" }
        guard objects.allSatisfy({ FileKind.at($0) == .file }) else { return nil }
        return Toolchain(compiler: compiler, buildDirectory: directory, objects: objects)
    }

    /// Compiles each module's interface into `Modules/` and its code into one object, as many at
    /// once as there are cores: DataFlow's interface first (its function bodies skipped), then
    /// its code beside the frameworks, each of which waits only for the modules it imports.
    private func build(in staging: String) throws(UserCodeError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: staging + "/Modules", withIntermediateDirectories: true)
        } catch {
            throw .setup("cannot write to the program cache \(quoted(cache.directory)): \(error.localizedDescription)")
        }
        var jobs: [CompileJobs.Job] = []
        var interfaceJob: [String: Int] = [:]
        for module in Self.sources {
            var paths: [String] = []
            for file in module.files {
                let path = staging + "/sources/" + module.name + "/" + file.path
                try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard manager.createFile(atPath: path, contents: Data(file.text.utf8)) else { throw .setup("cannot write \(path)") }
                paths.append(path)
            }
            let common = [
                "-parse-as-library", "-module-name", module.name, "-package-name", "dataflow", "-swift-version", "6",
                "-I", staging + "/Modules", "-wmo", "-Onone",
            ]
            let interface = staging + "/Modules/\(module.name).swiftmodule"
            let object = staging + "/\(module.name).o"
            let after = module.files.reduce(into: Set<String>()) { $0.formUnion(Self.imports(in: $1.text)) }.compactMap { interfaceJob[$0] }
                .sorted()
            if jobs.isEmpty {
                // DataFlow, which every other module imports: its interface alone takes a third
                // of the time its code does, and lets them start while its code compiles.
                interfaceJob[module.name] = jobs.count
                jobs.append(
                    .init(
                        name: module.name,
                        arguments: common + [
                            "-emit-module", "-emit-module-path", interface, "-experimental-skip-non-inlinable-function-bodies-without-types",
                        ]
                            + paths, after: after, products: [interface]))
                jobs.append(.init(name: module.name, arguments: common + ["-c"] + paths + ["-o", object], after: after, products: [object]))
            } else {
                interfaceJob[module.name] = jobs.count
                jobs.append(
                    .init(
                        name: module.name, arguments: common + ["-emit-module", "-emit-module-path", interface, "-c"] + paths + ["-o", object],
                        after: Array(Set(after + [0])).sorted(), products: [interface, object]))
            }
        }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        if let failure = CompileJobs(compiler: compiler, jobs: jobs, timeout: timeout).run(workers: workers) {
            throw describe(failure)
        }
        try? manager.removeItem(atPath: staging + "/sources")
    }

    /// The modules a source file imports (`import M`, `@_exported import M`), read line by line
    /// as bytes: the runtime is megabytes of text, and this runs before every build.
    static func imports(in text: String) -> [String] {
        let prefixes = ["import ", "@_exported import "].map { Array($0.utf8) }
        return text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line -> String? in
            guard let prefix = prefixes.first(where: { line.starts(with: $0) }) else { return nil }
            let name = line.dropFirst(prefix.count).prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }
            return String(decoding: name, as: UTF8.self)
        }
    }

    /// The one line a failed runtime build prints.
    private func describe(_ failure: CompileJobs.Failure) -> UserCodeError {
        let name = failure.job.name
        guard let outcome = failure.outcome else {
            return failure.error ?? .setup("cannot build the runtime (\(name)): a module it imports was not built")
        }
        if outcome.timedOut {
            return .setup(
                "building the runtime (\(name)) with \(compiler) did not finish within \(formatSeconds(timeout)); stopped the compiler (--compile-timeout or DATAFLOW_COMPILE_TIMEOUT allows longer)"
            )
        }
        if outcome.status == 0, !outcome.signalled {
            return .setup(
                "\(compiler) exited without building the runtime (\(name): no module or object file was written); is it a Swift 6 swiftc? DATAFLOW_SWIFTC chooses another"
            )
        }
        let first = (outcome.stderr + outcome.stdout).split(separator: "\n").first { $0.contains("error:") } ?? "no message"
        return .setup(
            "cannot build the runtime with \(compiler) (\(name): \(first.trimmingCharacters(in: .whitespaces))); use a Swift 6.0 or later toolchain, or set DATAFLOW_BUILD_DIR to dataflow's build directory"
        )
    }
}

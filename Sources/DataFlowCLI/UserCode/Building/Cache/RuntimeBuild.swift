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
            "dataflow: building the runtime your code links against, once for this version: swiftc compiles dataflow's runtime into \(cache.directory) (about half a minute on 2 cores; `make install` puts a built one beside the binary)"
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

    /// Compiles each module in order: its interface into `Modules/`, its code into one object.
    private func build(in staging: String) throws(UserCodeError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: staging + "/Modules", withIntermediateDirectories: true)
        } catch {
            throw .setup("cannot write to the program cache \(quoted(cache.directory)): \(error.localizedDescription)")
        }
        for module in Self.sources {
            var paths: [String] = []
            for file in module.files {
                let path = staging + "/sources/" + module.name + "/" + file.path
                try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard manager.createFile(atPath: path, contents: Data(file.text.utf8)) else { throw .setup("cannot write \(path)") }
                paths.append(path)
            }
            let arguments =
                [
                    "-parse-as-library", "-module-name", module.name, "-package-name", "dataflow", "-swift-version", "6",
                    "-I", staging + "/Modules", "-emit-module", "-emit-module-path", staging + "/Modules/\(module.name).swiftmodule",
                    "-c", "-wmo", "-Onone",
                ] + paths + ["-o", staging + "/\(module.name).o"]
            let outcome = try Subprocess(executable: compiler, arguments: arguments, timeout: timeout).run()
            if outcome.timedOut {
                throw .setup(
                    "building the runtime (\(module.name)) with \(compiler) did not finish within \(formatSeconds(timeout)); stopped the compiler (--compile-timeout or DATAFLOW_COMPILE_TIMEOUT allows longer)"
                )
            }
            let produced = [staging + "/\(module.name).o", staging + "/Modules/\(module.name).swiftmodule"].allSatisfy { FileKind.at($0) == .file }
            if outcome.status == 0, !outcome.signalled, !produced {
                throw .setup(
                    "\(compiler) exited without building the runtime (\(module.name): no module or object file was written); is it a Swift 6 swiftc? DATAFLOW_SWIFTC chooses another"
                )
            }
            guard outcome.status == 0, !outcome.signalled else {
                let first = (outcome.stderr + outcome.stdout).split(separator: "\n").first { $0.contains("error:") } ?? "no message"
                throw .setup(
                    "cannot build the runtime with \(compiler) (\(module.name): \(first.trimmingCharacters(in: .whitespaces))); use a Swift 6.0 or later toolchain, or set DATAFLOW_BUILD_DIR to dataflow's build directory"
                )
            }
        }
        try? manager.removeItem(atPath: staging + "/sources")
    }
}

import Foundation

/// The directory of compiled user programs (`DATAFLOW_CACHE`, default `~/.cache/dataflow`).
///
/// It is often pointed somewhere by hand, so it is careful with what it finds there:
/// - it only ever deletes what it created, recognised by name *and* content (an entry's
///   manifest, a staging folder's marker); it never follows a symbolic link;
/// - a directory that holds files it did not create is refused, unless it carries the
///   `CACHEDIR.TAG` dataflow writes into a cache it made (then foreign files are left alone);
/// - entries are built in a staging folder and installed by one atomic rename, so a parallel run
///   sees a whole entry or none; one build of a program at a time (`lock-<key prefix>`): a parallel run
///   of the same code waits for it, then uses it; an entry in use is locked, and eviction skips it;
/// - an entry is checked before it is used (its manifest names the program's size and the
///   file's identity and change time), and rebuilt when anything about it is off.
struct ProgramCache {
    let directory: String
    /// How many compiled programs are kept; the least recently used go first.
    var capacity = 32

    /// The standard cache directory tag (bford.info/cachedir): backup tools skip the directory,
    /// and dataflow knows the directory is its own.
    static let tagName = "CACHEDIR.TAG"
    static let tagText = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by dataflow (compiled programs of users' SwiftUI files).
        # For information about cache directory tags, see https://bford.info/cachedir/

        """
    private static let entryPrefix = "program-"
    private static let stagingPrefix = "building-"
    private static let evictingPrefix = "evicting-"
    /// A build's lock (an empty file, kept): `lock-<the key's first two digits>`, so there are
    /// never more than 256 of them, whatever the number of programs built.
    private static let buildLockPrefix = "lock-"
    private static let manifestName = "entry"
    private static let manifestMagic = "dataflow cache entry 2"
    private static let stagingMarker = ".dataflow-staging"

    /// Makes the directory if needed and checks that it is dataflow's to use.
    func prepare() throws(UserCodeError) {
        let manager = FileManager.default
        switch FileKind.at(directory) {
        case .missing:
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .setup(
                    "cannot create the program cache \(quoted(directory)): \(Self.reason(error)); set DATAFLOW_CACHE to a writable directory")
            }
        case .directory, .symlinkToDirectory:
            break
        default:
            throw .setup(
                "the program cache \(quoted(directory)) is not a directory; set DATAFLOW_CACHE to a directory (or unset it for ~/.cache/dataflow)")
        }
        switch FileKind.at(directory + "/" + Self.tagName) {
        case .file: return
        case .missing: break
        default:
            // A link planted as the tag would turn writing it into writing elsewhere.
            throw .setup(
                "the program cache \(quoted(directory)) holds a \(Self.tagName) that is not a regular file (a link?), and dataflow never writes through one; remove it, or set DATAFLOW_CACHE to another directory"
            )
        }
        let names = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
        let foreign = names.filter { !isOurs($0) }.sorted()
        if !foreign.isEmpty {
            let shown = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
            throw .setup(
                "the program cache \(quoted(directory)) holds files dataflow did not create (\(shown)); set DATAFLOW_CACHE to an empty directory, or one dataflow made"
            )
        }
        // An empty directory, or one with only dataflow's entries (an older dataflow made it).
        do {
            try GoldenStore.write(Self.tagText, to: directory + "/" + Self.tagName)
        } catch {
            // A parallel run on the same empty cache wrote the tag first: the cache is ready.
            if FileKind.at(directory + "/" + Self.tagName) == .file { return }
            throw .setup("cannot write to the program cache \(quoted(directory)): \(Self.reason(error)); set DATAFLOW_CACHE to a writable directory")
        }
    }

    /// The cache key of a build: every field with its length, hashed with SHA-256.
    static func key(_ fields: [String]) -> String {
        var hash = SHA256()
        for field in fields { hash.update(field: field) }
        return hash.hexDigest()
    }

    /// A verified entry for `key`, locked for use until the returned lease is released; nil when
    /// there is none, or the one there is not sound (it is then set aside and rebuilt).
    func lookup(_ key: String) -> Lease? {
        let entry = directory + "/" + Self.entryPrefix + key
        guard FileKind.at(entry) == .directory else { return nil }
        guard let lease = Lease(lockingShared: entry + "/lock") else { return nil }
        let program = entry + "/program"
        guard lease.isLocking(entry + "/lock"),
            let manifest = try? String(contentsOfFile: entry + "/" + Self.manifestName, encoding: .utf8),
            let expected = Self.manifest(key: key, program: program), manifest == expected
        else {
            lease.release()
            discard(entry)
            return nil
        }
        // Touched so that eviction keeps what is used.
        utimes(entry, nil)
        lease.program = program
        return lease
    }

    /// Holds the build of `key` to this process until the returned lease is released: a run that
    /// finds another building the same program waits for it and then uses what it installed,
    /// rather than compiling the same code beside it (parallel runs on an empty cache, as a CI
    /// matrix starts them). Nil when the lock cannot be taken (the build goes on unlocked).
    func lockBuild(of key: String) -> Lease? {
        let path = directory + "/" + Self.buildLockPrefix + key.prefix(2)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        return Lease(lockingExclusiveWaiting: path)
    }

    /// A new staging folder for a build, with the marker that makes it recognisably dataflow's.
    func makeStaging(for key: String) throws(UserCodeError) -> String {
        removeAbandonedStaging()
        let staging = directory + "/" + Self.stagingPrefix + "\(getpid())-\(key.prefix(16))-\(UInt32.random(in: 0...UInt32.max))"
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
            try Data().write(to: URL(fileURLWithPath: staging + "/" + Self.stagingMarker))
        } catch {
            throw .setup(
                "cannot create a build folder in the program cache \(quoted(directory)): \(Self.reason(error)); set DATAFLOW_CACHE to a writable directory"
            )
        }
        return staging
    }

    /// Installs the program built in `staging` as the entry for `key` (one rename), and returns
    /// it locked for use. When a parallel run installed the same key first, theirs is used.
    func install(_ staging: String, key: String) throws(UserCodeError) -> Lease {
        let entry = directory + "/" + Self.entryPrefix + key
        let program = staging + "/program"
        try? FileManager.default.removeItem(atPath: staging + "/" + Self.stagingMarker)
        do {
            try Data().write(to: URL(fileURLWithPath: staging + "/lock"))
            // Written last, after the program is complete: a manifest vouches for a whole program.
            guard let manifest = Self.manifest(key: key, program: program) else {
                throw CocoaError(.fileNoSuchFile)
            }
            try manifest.write(toFile: staging + "/" + Self.manifestName, atomically: false, encoding: .utf8)
        } catch {
            throw .setup("cannot write to the program cache \(quoted(directory)): \(Self.reason(error))")
        }
        if rename(staging, entry) != 0 {
            // Another run installed this key meanwhile (the rename found a non-empty directory),
            // or something that is not dataflow's holds the entry's name.
            removeStaging(staging)
            let kind = FileKind.at(entry)
            if kind != .directory && kind != .missing {
                let what = kind == .symlink || kind == .symlinkToDirectory ? "a symbolic link" : "a file that is not a folder"
                throw .setup(
                    "the program cache \(quoted(directory)) holds \(what) at \(quoted(entry)), where dataflow keeps a compiled program, and dataflow never writes through nor removes what it did not make: remove it, or set DATAFLOW_CACHE to another directory"
                )
            }
        }
        evictOld()
        guard let lease = lookup(key) else {
            throw .setup("cannot store the compiled program in the program cache \(quoted(directory)); set DATAFLOW_CACHE to a writable directory")
        }
        return lease
    }

    /// Removes a staging folder this run made.
    func removeStaging(_ staging: String) {
        guard FileKind.at(staging) == .directory else { return }
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// What the manifest of a sound entry says: the key, and the program file's identity, size
    /// and change time. A program replaced, truncated or edited no longer matches (the change
    /// time cannot be set back by hand).
    private static func manifest(key: String, program: String) -> String? {
        var info = stat()
        guard lstat(program, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o100 != 0, info.st_size > 0 else {
            return nil
        }
        return [
            manifestMagic, "key \(key)", "size \(info.st_size)",
            "file \(info.st_dev):\(info.st_ino)", "changed \(info.changeTime)",
        ].joined(separator: "\n") + "\n"
    }

    // MARK: Recognising and removing its own

    /// Whether a name in the directory is one dataflow creates (before looking at its content).
    private func isOurs(_ name: String) -> Bool {
        name == Self.tagName || name.hasPrefix(Self.entryPrefix) || name.hasPrefix(Self.stagingPrefix) || name.hasPrefix(RuntimeBuild.prefix)
            || name.hasPrefix(Self.evictingPrefix) || name.hasPrefix(Self.buildLockPrefix) || Self.isLegacyEntry(directory + "/" + name)
            || name.hasPrefix(".\(Self.tagName).recording-")
    }

    /// An entry of dataflow before 2026-11 (16 hex digits holding one `program`).
    private static func isLegacyEntry(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name.count == 16, name.allSatisfy(\.isHexDigit), FileKind.at(path) == .directory else { return false }
        return (try? FileManager.default.contentsOfDirectory(atPath: path)) == ["program"]
    }

    /// Whether `path` is an entry this cache made: a real directory (not a link) named as one,
    /// with a manifest (or a legacy entry).
    private func isEntry(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if Self.isLegacyEntry(path) { return true }
        guard name.hasPrefix(Self.entryPrefix) || name.hasPrefix(Self.evictingPrefix), FileKind.at(path) == .directory,
            FileKind.at(path + "/" + Self.manifestName) == .file,
            let text = try? String(contentsOfFile: path + "/" + Self.manifestName, encoding: .utf8)
        else { return false }
        return text.hasPrefix(Self.manifestMagic + "\n")
    }

    /// Sets an entry aside (one rename) and removes it, if no run is using it.
    private func discard(_ entry: String) {
        guard isEntry(entry), let lease = Lease(lockingExclusive: entry + "/lock") ?? (FileKind.at(entry + "/lock") == .missing ? Lease() : nil)
        else {
            return
        }
        defer { lease.release() }
        let aside = directory + "/" + Self.evictingPrefix + "\(getpid())-" + (entry as NSString).lastPathComponent
        guard rename(entry, aside) == 0 else { return }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// Keeps the `capacity` most recently used entries; entries in use are skipped.
    private func evictOld() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        let entries = names.compactMap { name -> (path: String, used: Int)? in
            let path = directory + "/" + name
            guard name.hasPrefix(Self.entryPrefix) || name.count == 16, isEntry(path) else { return nil }
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return (path, Int(info.modificationSeconds))
        }
        guard entries.count > capacity else { return }
        for entry in entries.sorted(by: { $0.used > $1.used }).dropFirst(capacity) { discard(entry.path) }
    }

    /// Staging folders of runs that ended without cleaning up (killed while compiling): their
    /// process is gone. Also entries set aside for removal and never removed.
    private func removeAbandonedStaging() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            let path = directory + "/" + name
            if name.hasPrefix(Self.stagingPrefix) {
                let pid = name.dropFirst(Self.stagingPrefix.count).split(separator: "-").first.flatMap { Int32($0) }
                guard let pid, pid != getpid(), kill(pid, 0) != 0 && errno == ESRCH,
                    FileKind.at(path) == .directory, FileKind.at(path + "/" + Self.stagingMarker) == .file
                else { continue }
                try? FileManager.default.removeItem(atPath: path)
            } else if name.hasPrefix(Self.evictingPrefix), isEntry(path) {
                let pid = name.dropFirst(Self.evictingPrefix.count).split(separator: "-").first.flatMap { Int32($0) }
                guard let pid, kill(pid, 0) != 0 && errno == ESRCH else { continue }
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteFileExists: return "a file is in the way"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        default: return error.localizedDescription
        }
    }
}

extension ProgramCache {
    /// A lock on an entry's `lock` file, held while the entry's program runs: shared by users,
    /// exclusive for removal, so an entry in use is never removed.
    final class Lease {
        private var descriptor: Int32 = -1
        /// The program of the entry, once verified.
        fileprivate(set) var program = ""

        fileprivate init() {}

        fileprivate init?(lockingShared path: String) {
            guard lock(path, LOCK_SH) else { return nil }
        }

        fileprivate init?(lockingExclusive path: String) {
            guard lock(path, LOCK_EX | LOCK_NB) else { return nil }
        }

        fileprivate init?(lockingExclusiveWaiting path: String) {
            guard lock(path, LOCK_EX) else { return nil }
        }

        private func lock(_ path: String, _ operation: Int32) -> Bool {
            descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            guard flock(descriptor, operation) == 0 else {
                release()
                return false
            }
            return true
        }

        /// Whether the lock is on the file now at `path` (not on one renamed away meanwhile).
        fileprivate func isLocking(_ path: String) -> Bool {
            var held = stat()
            var current = stat()
            return fstat(descriptor, &held) == 0 && lstat(path, &current) == 0
                && held.st_dev == current.st_dev && held.st_ino == current.st_ino
        }

        func release() {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }

        deinit { release() }
    }
}

/// What is at a path, without following a final symbolic link (except to say where it points).
enum FileKind: Equatable {
    case missing
    case file
    case directory
    case symlinkToDirectory
    case symlink
    case other

    static func at(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .symlinkToDirectory : .symlink
        default: return .other
        }
    }
}

extension stat {
    /// When the file's data or metadata last changed, to the nanosecond: it cannot be set by hand.
    var changeTime: String {
        #if canImport(Darwin)
        "\(st_ctimespec.tv_sec).\(st_ctimespec.tv_nsec)"
        #else
        "\(st_ctim.tv_sec).\(st_ctim.tv_nsec)"
        #endif
    }

    var modificationSeconds: Int {
        #if canImport(Darwin)
        Int(st_mtimespec.tv_sec)
        #else
        Int(st_mtim.tv_sec)
        #endif
    }
}

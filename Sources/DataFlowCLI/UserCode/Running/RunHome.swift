import Foundation

/// A home of its own for each run of a user's program: `UserDefaults`, files saved in the
/// documents folder and anything else under `HOME` or `TMPDIR` start empty every run (so a
/// transcript is the same every time) and never touch the user's own files; and one time zone
/// (UTC) whatever the machine's. Removed at the end.
struct RunHome {
    let path: String

    private static let prefix = "dataflow-run-"
    private static let folders: Set<String> = ["home", "tmp", "config", "data", "cache"]

    /// The folder runs and the compiler work in (`TMPDIR`, else `/tmp`), or why it cannot be.
    static func temporaryFolder() throws(UserCodeError) -> String {
        let temporary = FileManager.default.temporaryDirectory.path
        guard FileKind.at(temporary) == .directory || FileKind.at(temporary) == .symlinkToDirectory else {
            let what = FileKind.at(temporary) == .missing ? "does not exist" : "is not a directory"
            throw .setup("the temporary folder \(quoted(temporary)) \(what); set TMPDIR to a writable directory (or unset it for /tmp)")
        }
        return temporary
    }

    init() throws(UserCodeError) {
        let temporary = try Self.temporaryFolder()
        Self.removeAbandoned()
        let base = temporary + "/" + Self.prefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // Only the run's own folder is made: never a missing parent of TMPDIR.
        guard mkdir(base, 0o700) == 0 else {
            throw .setup(
                "cannot create a folder for the run in \(quoted(temporary)): \(String(cString: strerror(errno))); set TMPDIR to a writable directory")
        }
        for folder in Self.folders.sorted() where mkdir(base + "/" + folder, 0o700) != 0 {
            let reason = String(cString: strerror(errno))
            Self.forceRemove(base)
            throw .setup("cannot create a folder for the run in \(quoted(temporary)): \(reason)")
        }
        path = base
        ChildProcesses.removeOnSignal(base)
    }

    var environment: [String: String] {
        [
            "HOME": path + "/home", "TMPDIR": path + "/tmp", "XDG_CONFIG_HOME": path + "/config",
            "XDG_DATA_HOME": path + "/data", "XDG_CACHE_HOME": path + "/cache", "CFFIXED_USER_HOME": path + "/home",
            // One time zone whatever the machine's. (Foundation on Linux formats numbers and
            // currencies in the en_001 locale whatever LANG says: `US$120.00`, where an iPhone
            // in the United States shows `$120.00`.)
            "TZ": "UTC",
        ]
    }

    /// Removes the homes of runs whose `dataflow` is gone (killed with `-9`, which no handler
    /// sees): a folder of this user's named `dataflow-run-<pid>-<n>` whose process no longer
    /// exists, holding only a run home's folders, is one dataflow made.
    static func removeAbandoned() {
        let temporary = FileManager.default.temporaryDirectory.path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil, kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = temporary + "/" + name
            var info = stat()
            // A run home holds the run's folders; the views' code may have added more beside them.
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
                folders.allSatisfy({ FileKind.at(path + "/" + $0) == .directory })
            else { continue }
            forceRemove(path)
        }
    }

    /// Removes a folder of the run's, even where the views' code took its own write permission
    /// away (`chmod 0500`): each folder inside is made writable first, links never followed.
    static func forceRemove(_ folder: String) {
        var pending = [folder]
        while let directory = pending.popLast() {
            chmod(directory, 0o700)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                let path = directory + "/" + name
                if FileKind.at(path) == .directory { pending.append(path) }
            }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    func remove() {
        ChildProcesses.keepOnSignal(path)
        if FileKind.at(path) == .directory { Self.forceRemove(path) }
    }
}

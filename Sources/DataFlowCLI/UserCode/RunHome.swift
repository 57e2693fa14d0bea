import Foundation

/// A home of its own for each run of a user's program: `UserDefaults`, files saved in the
/// documents folder and anything else under `HOME` or `TMPDIR` start empty every run (so a
/// transcript is the same every time) and never touch the user's own files; and one time zone
/// (UTC) whatever the machine's. Removed at the end.
struct RunHome {
    let path: String

    private static let prefix = "dataflow-run-"
    private static let folders: Set<String> = ["home", "tmp", "config", "data", "cache"]

    init() throws(UserCodeError) {
        Self.removeAbandoned()
        let base = FileManager.default.temporaryDirectory.path + "/" + Self.prefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            for folder in Self.folders.sorted() {
                try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
            }
        } catch {
            throw .setup("cannot create a folder for the run in \(FileManager.default.temporaryDirectory.path): \(error.localizedDescription)")
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
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
                let contents = try? FileManager.default.contentsOfDirectory(atPath: path), Set(contents).isSubset(of: folders)
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    func remove() {
        ChildProcesses.keepOnSignal(path)
        if FileKind.at(path) == .directory { try? FileManager.default.removeItem(atPath: path) }
    }
}

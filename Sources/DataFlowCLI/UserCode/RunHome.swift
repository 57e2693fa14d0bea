import Foundation

/// A home of its own for each run of a user's program: `UserDefaults`, files saved in the
/// documents folder and anything else under `HOME` or `TMPDIR` start empty every run (so a
/// transcript is the same every time) and never touch the user's own files; and one time zone
/// (UTC) whatever the machine's. Removed at the end.
struct RunHome {
    let path: String

    init() throws(UserCodeError) {
        let base = FileManager.default.temporaryDirectory.path + "/dataflow-run-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            for folder in ["home", "tmp", "config", "data", "cache"] {
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

    func remove() {
        ChildProcesses.keepOnSignal(path)
        if FileKind.at(path) == .directory { try? FileManager.default.removeItem(atPath: path) }
    }
}

import Foundation
import Testing

@testable import DataFlowCLI

/// The program cache only ever removes what it made, installs atomically, and checks an entry
/// before trusting it (issue 20, items 1, 5 and 6). No compiler needed: the "programs" are
/// small shell scripts.
@Suite struct ProgramCacheTests {
    /// A fresh directory, removed at the end.
    final class Directory {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-cache-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ name: String, _ text: String = "x", mode: Int = 0o644) throws {
            try text.write(toFile: path + "/" + name, atomically: false, encoding: .utf8)
            chmod(path + "/" + name, mode_t(mode))
        }

        func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    /// Builds an entry the way ProgramBuilder does: a staging folder, a program, one install.
    @discardableResult
    func store(_ cache: ProgramCache, key: String, program: String = "#!/bin/sh\necho hi\n") throws -> ProgramCache.Lease {
        let staging = try cache.makeStaging(for: key)
        try program.write(toFile: staging + "/program", atomically: false, encoding: .utf8)
        chmod(staging + "/program", 0o755)
        return try cache.install(staging, key: key)
    }

    @Test func aDirectoryWithTheUsersFilesIsRefusedAndLeftAsItWas() throws {
        let project = try Directory()
        try project.write("ContentView.swift")
        try project.write("Model.swift")
        let cache = ProgramCache(directory: project.path)
        #expect(
            throws: UserCodeError.setup(
                "the program cache '\(project.path)' holds files dataflow did not create (ContentView.swift, Model.swift); set DATAFLOW_CACHE to an empty directory, or one dataflow made"
            )
        ) {
            try cache.prepare()
        }
        #expect(project.names() == ["ContentView.swift", "Model.swift"])
    }

    /// Issue 30: the tag is never written through a link planted in its place.
    @Test func aTagThatIsALinkIsRefusedAndNothingIsWrittenThroughIt() throws {
        let cache = try Directory()
        let elsewhere = try Directory()
        try elsewhere.write("victim.txt", "keep")
        try FileManager.default.createSymbolicLink(
            atPath: cache.path + "/" + ProgramCache.tagName, withDestinationPath: elsewhere.path + "/victim.txt")
        #expect(
            throws: UserCodeError.setup(
                "the program cache '\(cache.path)' holds a CACHEDIR.TAG that is not a regular file (a link?), and dataflow never writes through one; remove it, or set DATAFLOW_CACHE to another directory"
            )
        ) {
            try ProgramCache(directory: cache.path).prepare()
        }
        #expect(try String(contentsOfFile: elsewhere.path + "/victim.txt", encoding: .utf8) == "keep")
    }

    @Test func evictionRemovesOnlyItsOwnEntriesAndNeverFollowsALink() throws {
        let root = try Directory()
        let cache = ProgramCache(directory: root.path + "/cache", capacity: 2)
        try cache.prepare()
        #expect(FileManager.default.fileExists(atPath: cache.directory + "/CACHEDIR.TAG"))
        // Foreign things inside a cache dataflow made: a file, a look-alike name, and a link
        // named like an entry that points at the user's project.
        let project = try Directory()
        try project.write("ContentView.swift")
        let lookAlike = "program-" + String(repeating: "a", count: 64)
        try FileManager.default.createSymbolicLink(atPath: cache.directory + "/" + lookAlike, withDestinationPath: project.path)
        try "notes".write(toFile: cache.directory + "/notes.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: cache.directory + "/program-mine", withIntermediateDirectories: false)
        for index in 0..<5 {
            try store(cache, key: ProgramCache.key(["\(index)"])).release()
            // Distinct modification times, one second apart, so the least recently used is clear.
            let date = Date(timeIntervalSince1970: 1_000_000 + Double(index))
            try FileManager.default.setAttributes(
                [.modificationDate: date], ofItemAtPath: cache.directory + "/program-" + ProgramCache.key(["\(index)"]))
        }
        try store(cache, key: ProgramCache.key(["5"])).release()
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.directory).filter {
            $0.hasPrefix("program-") && $0.count == 72 && $0 != lookAlike
        }
        #expect(entries.count == 2)
        #expect(entries.contains("program-" + ProgramCache.key(["5"])))
        #expect(entries.contains("program-" + ProgramCache.key(["4"])))
        #expect(FileManager.default.fileExists(atPath: cache.directory + "/notes.txt"))
        #expect(FileManager.default.fileExists(atPath: cache.directory + "/program-mine"))
        #expect(FileKind.at(cache.directory + "/" + lookAlike) == .symlinkToDirectory)
        #expect(project.names() == ["ContentView.swift"])
    }

    @Test func anEntryInUseIsNotEvicted() throws {
        let root = try Directory()
        let cache = ProgramCache(directory: root.path, capacity: 1)
        let held = try store(cache, key: ProgramCache.key(["held"]))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: root.path + "/program-" + ProgramCache.key(["held"]))
        try store(cache, key: ProgramCache.key(["newer"])).release()
        #expect(FileManager.default.isExecutableFile(atPath: held.program), "evicted while in use")
        held.release()
        try store(cache, key: ProgramCache.key(["newest"])).release()
        #expect(!FileManager.default.fileExists(atPath: held.program))
    }

    @Test func aTamperedEntryIsNotTrustedAndIsRebuilt() throws {
        let root = try Directory()
        let cache = ProgramCache(directory: root.path)
        for tamper in ["planted", "truncated", "empty", "manifest"] {
            let key = ProgramCache.key([tamper])
            let program = try store(cache, key: key, program: "#!/bin/sh\necho the real program\n").program
            #expect(cache.lookup(key) != nil)
            switch tamper {
            case "planted":
                try FileManager.default.removeItem(atPath: program)
                try "#!/bin/sh\necho planted\n".write(toFile: program, atomically: false, encoding: .utf8)
                chmod(program, 0o755)
            case "truncated":
                truncate(program, 5)
            case "empty":
                truncate(program, 0)
            default:
                try "dataflow cache entry 2\nkey \(key)\n".write(
                    toFile: (program as NSString).deletingLastPathComponent + "/entry", atomically: false, encoding: .utf8)
            }
            #expect(cache.lookup(key) == nil, "\(tamper) entry was trusted")
            #expect(!FileManager.default.fileExists(atPath: (program as NSString).deletingLastPathComponent), "\(tamper) entry was kept")
            #expect(try store(cache, key: key).program == program)
        }
    }

    @Test func keysHashEveryFieldWithItsLength() {
        #expect(ProgramCache.key(["ab", "c"]) != ProgramCache.key(["a", "bc"]))
        #expect(ProgramCache.key(["a\u{0}b"]) != ProgramCache.key(["a", "b"]))
        #expect(ProgramCache.key(["x"]).count == 64)
        // FIPS 180-4's examples.
        var empty = SHA256()
        empty.update([UInt8]())
        #expect(empty.hexDigest() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var abc = SHA256()
        abc.update(Array("abc".utf8))
        #expect(abc.hexDigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var long = SHA256()
        long.update(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        #expect(long.hexDigest() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func parallelInstallsOfOneKeyAllGetAWholeProgram() throws {
        let root = try Directory()
        let cache = ProgramCache(directory: root.path)
        let key = ProgramCache.key(["shared"])
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let outcome = Result { try store(cache, key: key) }
            results.add((try? outcome.get()).map { FileManager.default.isExecutableFile(atPath: $0.program) } ?? false)
        }
        #expect(results.values == Array(repeating: true, count: 8))
        #expect(root.names().filter { $0.hasPrefix("building-") }.isEmpty)
    }

    @Test func buildFoldersOfRunsThatDiedAreRemovedOthersKept() throws {
        let root = try Directory()
        let cache = ProgramCache(directory: root.path)
        try cache.prepare()
        // pid 2^22 + 1 is above Linux's pid_max: no such process.
        let dead = root.path + "/building-4194305-abc-1"
        try FileManager.default.createDirectory(atPath: dead, withIntermediateDirectories: false)
        try Data().write(to: URL(fileURLWithPath: dead + "/.dataflow-staging"))
        let unmarked = root.path + "/building-4194305-def-2"
        try FileManager.default.createDirectory(atPath: unmarked, withIntermediateDirectories: false)
        let staging = try cache.makeStaging(for: "feed")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: unmarked))
        cache.removeStaging(staging)
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Bool] = []
        func add(_ value: Bool) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }
}

import DataFlowCLI
import Foundation
import Testing

/// Installed like any Swift tool (`make install PREFIX=…`, or the binary copied alone anywhere),
/// `dataflow` runs users' files: a binary alone builds the runtime they link from the sources it
/// carries, into the user's cache, once, and says so in one line; later runs reuse it (issue 22).
/// `make install` builds that runtime beside the binary (`<prefix>/lib/dataflow`), where the
/// binary looks first, so its first run takes what a later one does (issue 30).
/// `swift package experimental-install` copies the binary alone to ~/.swiftpm/bin.
///
/// The binary here is the debug one the suite was built with, which locates and builds its
/// runtime with the same code as a release one: so this build starts with the suite instead of
/// after the release build (`ExecutableTests` runs the release binary itself).
@Suite(.serialized) struct InstallTests {
    @Test func anInstalledBinaryBuildsItsRuntimeOnceThenRunsLikeAnyOther() throws {
        let binary = try BuiltProducts.debugExecutable()
        let workspace = try UserFileTests.Workspace()
        try workspace.write("Counter.swift", UserFileTests.counter)
        let root = workspace.directory
        // What `make install PREFIX=<prefix>` does: the binary, alone, in <prefix>/bin.
        let installed = root.appendingPathComponent("prefix/bin/dataflow")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: binary, to: installed)
        // And a copy alone in an empty folder.
        let copied = root.appendingPathComponent("elsewhere/dataflow")
        try FileManager.default.createDirectory(at: copied.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: binary, to: copied)
        let home = root.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // Nothing points at a build directory or a cache: the user's home decides.
        let environment = ["HOME": home, "DATAFLOW_CACHE": "", "XDG_CACHE_HOME": "", "DATAFLOW_BUILD_DIR": ""]
        let arguments = ["run", "Counter.swift", "--script", "tap \"Increment\""]

        let first = try BuiltProducts.capture(installed, arguments, environment: environment, directory: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stderr
                == "dataflow: building the runtime your code links against, once for this version: swiftc compiles dataflow's runtime into \(home)/.cache/dataflow (about a minute on 2 cores; `make install` puts a built one beside the binary)\n"
        )
        #expect(first.stdout.contains("[1] tap \"Increment\"\n  write    ContentView._count: 0 → 1\n"))

        let second = try BuiltProducts.capture(copied, arguments, environment: environment, directory: root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr == "", "the runtime and the program were built already")
        #expect(second.stdout == first.stdout)

        let cache = try FileManager.default.contentsOfDirectory(atPath: home + "/.cache/dataflow")
        #expect(cache.filter { $0.hasPrefix("runtime-") }.count == 1)
        #expect(cache.filter { $0.hasPrefix("program-") }.count == 1)

        // What `make install` leaves: the runtime in <prefix>/lib/dataflow. A user whose cache is
        // empty compiles only their own file.
        let runtime = try #require(cache.first { $0.hasPrefix("runtime-") })
        let library = root.appendingPathComponent("prefix/lib/dataflow")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: home + "/.cache/dataflow/" + runtime, toPath: library.appendingPathComponent(runtime).path)
        let newcomer = root.appendingPathComponent("newcomer").path
        try FileManager.default.createDirectory(atPath: newcomer, withIntermediateDirectories: true)
        let fresh = try BuiltProducts.capture(installed, arguments, environment: environment.merging(["HOME": newcomer]) { $1 }, directory: root)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stderr == "", "the installed runtime was used")
        #expect(fresh.stdout == first.stdout)
        let theirs = try FileManager.default.contentsOfDirectory(atPath: newcomer + "/.cache/dataflow")
        #expect(theirs.filter { $0.hasPrefix("runtime-") }.isEmpty)
    }
}

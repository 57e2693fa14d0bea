import Foundation
import Testing

@testable import DataFlowCLI

/// §26: a folder is an app's sources and resources; the root is the App's first window, else the
/// view a scene delegate hosts, else ContentView, else the one view no other view uses; the header
/// says which rule chose it (issue 22).
@Suite(.serialized) struct ProjectFolderTests {
    typealias Workspace = UserFileTests.Workspace

    /// An app as Xcode lays it out: the App file, views, a model file that imports only
    /// Foundation, a resource, previews, a test target and a build folder to skip.
    func app(in workspace: Workspace) throws {
        try FileManager.default.createDirectory(
            at: workspace.directory.appendingPathComponent("Shelf/Shelf/Views"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent("Shelf/ShelfTests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent("Shelf/.build"), withIntermediateDirectories: true)
        try workspace.write(
            "Shelf/Shelf/ShelfApp.swift",
            """
            import SwiftUI

            @main
            struct ShelfApp: App {
                @StateObject private var library = Library()

                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environmentObject(library)
                    }
                }
            }
            """)
        try workspace.write(
            "Shelf/Shelf/Library.swift",
            """
            import Foundation

            final class Library: ObservableObject {
                @Published var books: [String] = []

                init() {
                    let url = Bundle.main.url(forResource: "books", withExtension: "json")!
                    books = try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
                }
            }
            """)
        try workspace.write("Shelf/Shelf/books.json", #"["Dune", "Emma"]"#)
        try workspace.write(
            "Shelf/Shelf/Views/ContentView.swift",
            """
            import SwiftUI

            struct ContentView: View {
                @EnvironmentObject var library: Library

                var body: some View {
                    VStack {
                        Text("\\(library.books.count) books")
                        BookList(books: library.books)
                        Button("Add") { library.books.append("Ulysses") }
                    }
                }
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView().environmentObject(Library())
                }
            }
            """)
        try workspace.write(
            "Shelf/Shelf/Views/BookList.swift",
            """
            import SwiftUI

            struct BookList: View {
                let books: [String]
                var body: some View {
                    ForEach(books, id: \\.self) { Text($0) }
                }
            }

            #Preview { BookList(books: ["A"]) }
            """)
        try workspace.write("Shelf/ShelfTests/ShelfTests.swift", "import XCTest\nfinal class ShelfTests: XCTestCase {}\n")
        try workspace.write("Shelf/.build/Junk.swift", "this is not Swift\n")
    }

    @Test func anAppFolderRunsFromItsAppWithItsStateResourcesAndEnvironment() throws {
        let workspace = try Workspace()
        try app(in: workspace)
        let result = try workspace.dataflow(["run", "Shelf/", "--script", "tap \"Add\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Shelf/\nShelfApp, from Shelf/\ncode: Shelf/\n\n  The root is the first window of the app ShelfApp.\n"))
        #expect(result.stdout.contains("    ran      ShelfApp: @self, @identity, _library changed.\n"))
        // A publish of the app's state object runs the app's body again (§26).
        #expect(result.stdout.contains("  pass 1 (the action's transaction)\n    ran      ShelfApp: _library changed.\n"))
        #expect(result.stdout.contains("      Text \"2 books\"\n"))
        #expect(result.stdout.contains("[1] tap \"Add\"\n  write    Library#1.books[2]: (absent) → \"Ulysses\""))
        #expect(result.stdout.contains("      Text \"3 books\"\n"))
        // The app's own state object: one, made when the app mounted, kept.
        #expect(!result.stdout.contains("Library#2"))
    }

    @Test func listVerifyAndPlayTakeFoldersToo() throws {
        let workspace = try Workspace()
        try app(in: workspace)
        let play = try workspace.dataflow(["play", "Shelf/"], input: "tap \"Add\"\nquit\n")
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.contains("Text \"3 books\""))
        let verify = try workspace.dataflow(["verify", "Shelf/", "--golden", "Shelf.txt"], environment: ["CI": "true"])
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("missing golden Shelf.txt"))
        let list = try workspace.dataflow(["list", "Shelf/"])
        #expect(list.status == 64)
        #expect(list.stderr.hasPrefix("Error: Shelf/ declares no experiments"))
    }

    @Test func theRootIsContentViewElseTheOneViewNoOtherViewUses() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Named.swift",
            """
            import SwiftUI
            struct ContentView: View { var body: some View { Row() } }
            struct Row: View { var body: some View { Text("row") } }
            struct Other: View { var body: some View { Text("other") } }
            """)
        let named = try workspace.dataflow(["run", "Named.swift"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("  The root is the view named ContentView (--root <Type> chooses another).\n"))

        try workspace.write(
            "Unused.swift",
            """
            import SwiftUI
            struct TimerScreen: View { var body: some View { Dial() } }
            struct Dial: View { var body: some View { Text("dial") } }
            """)
        let unused = try workspace.dataflow(["run", "Unused.swift"])
        #expect(unused.status == 0, "\(unused.stderr)")
        #expect(unused.stdout.contains("  The root is TimerScreen, the only view no other view uses (--root <Type> chooses another).\n"))

        try workspace.write(
            "Two.swift",
            """
            import SwiftUI
            struct First: View { var body: some View { Text("1") } }
            struct Second: View { var body: some View { Text("2") } }
            """)
        let two = try workspace.dataflow(["run", "Two.swift"])
        #expect(two.status == 64)
        #expect(
            two.stderr.hasPrefix(
                "Error: no root view in Two.swift: no App, no ContentView, and 2 views no other view uses (First, Second); the View types it declares: First, Second (choose one with --root <Type>)\n"
            ))
        let chosen = try workspace.dataflow(["run", "Two.swift", "--root", "Second"])
        #expect(chosen.stdout.contains("  The root is Second (--root).\n"))
    }

    @Test func anOlderAppStartsFromTheViewItsSceneDelegateHosts() throws {
        let workspace = try Workspace()
        try workspace.write(
            "SceneDelegate.swift",
            """
            import UIKit
            import SwiftUI

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let contentView = ContentView().environmentObject(Settings())
                    if let windowScene = scene as? UIWindowScene {
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UIHostingController(rootView: contentView)
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
            }
            """)
        try workspace.write(
            "ContentView.swift",
            """
            import SwiftUI
            final class Settings: ObservableObject { @Published var name = "Ann" }
            struct ContentView: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("Hello, \\(settings.name)") }
            }
            """)
        let result = try workspace.dataflow(["run", "SceneDelegate.swift", "ContentView.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  The root is the view SceneDelegate hosts in the window (ContentView, with its modifiers).\n"))
        #expect(result.stdout.contains("Text \"Hello, Ann\""), "the environment object from the delegate reached the view")
    }

    @Test func folderSearchSkipsTestsBuildFoldersAndLinks() throws {
        let workspace = try Workspace()
        try app(in: workspace)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.directory.appendingPathComponent("Shelf/Shelf/Loop").path, withDestinationPath: workspace.directory.path)
        let contents = try SourceFolder.expand([workspace.directory.appendingPathComponent("Shelf").path])
        let base = workspace.directory.appendingPathComponent("Shelf").path
        #expect(
            contents.swiftFiles
                == ["Shelf/Library.swift", "Shelf/ShelfApp.swift", "Shelf/Views/BookList.swift", "Shelf/Views/ContentView.swift"].map {
                    base + "/" + $0
                })
        #expect(contents.resources == [base + "/Shelf/books.json"])
        let empty = workspace.directory.appendingPathComponent("Empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(
            throws: UserCodeError.usage(
                "no .swift files in the folder '\(empty)' (tests, Package.swift and build folders are skipped); name the folder that holds the app's code"
            )
        ) {
            try SourceFolder.expand([empty])
        }
    }

    /// Files named one by one take what Xcode builds beside them: a Core Data model, a data file;
    /// a model that is not there is named in the error.
    @Test func filesNamedOneByOneTakeAModelAndDataFiles() throws {
        let workspace = try Workspace()
        try app(in: workspace)
        let base = workspace.directory.appendingPathComponent("Shelf/Shelf").path
        let model = base + "/Shelf.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
        let contents = try SourceFolder.expand([base + "/Library.swift", model, base + "/books.json"])
        #expect(contents.swiftFiles == [base + "/Library.swift"])
        #expect(contents.coreDataModels == [model])
        #expect(contents.resources == [base + "/books.json"])
        let missing = "cannot find the Core Data model 'Gone.xcdatamodeld': name the folder Xcode made (it is a folder, `Model.xcdatamodeld`)"
        #expect(throws: UserCodeError.usage(missing)) {
            try SourceFolder.expand(["Gone.xcdatamodeld"])
        }
    }

    /// A file kept on disk but removed from the Xcode target (a second `TaskStore` protocol, say)
    /// is not built by Xcode, so a run leaves it out and says so; a project with folders that
    /// Xcode 16 synchronises builds every file, and so does a folder without a project.
    @Test func filesTheXcodeProjectDoesNotListAreLeftOut() throws {
        let listed = ["/* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1 /* Store.swift */; };", "path = \"Content View.swift\";"]
        let files = ["/p/App/Store.swift", "/p/App/OldStore.swift", "/p/App/Content View.swift"]
        let kept = SourceFolder.listedFiles(files, in: [("App.xcodeproj", listed.joined(separator: "\n"))])
        #expect(kept.kept == ["/p/App/Store.swift", "/p/App/Content View.swift"])
        #expect(kept.leftOut.map(\.file) == ["/p/App/OldStore.swift"])
        let synchronised = SourceFolder.listedFiles(files, in: [("App.xcodeproj", "isa = PBXFileSystemSynchronizedRootGroup;")])
        #expect(synchronised.kept == files && synchronised.leftOut.isEmpty)
        #expect(SourceFolder.listedFiles(files, in: []).kept == files)
        #expect(
            SourceFolder.listedFiles(files, in: [("Other.xcodeproj", "path = Unrelated.swift;")]).kept == files,
            "a project listing none of them is another code's")

        let workspace = try Workspace()
        for folder in ["Todo/Todo.xcodeproj", "Todo/Todo"] {
            try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try workspace.write(
            "Todo/Todo.xcodeproj/project.pbxproj",
            """
            A1 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* ContentView.swift */; };
            B1 /* ContentView.swift */ = {isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
            """)
        try workspace.write(
            "Todo/Todo/ContentView.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"todo\") }\n}\n")
        try workspace.write(
            "Todo/Todo/ContentView2.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"stale copy\") }\n}\n")
        let result = try workspace.dataflow(["run", "Todo/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("dataflow: left out Todo/Todo/ContentView2.swift: Todo.xcodeproj does not list it, so Xcode does not build it\n"))
        #expect(result.stdout.contains("Text \"todo\""))
    }
}

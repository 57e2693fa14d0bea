import Foundation
import Testing

@testable import DataFlowCLI

/// A folder whose Xcode project builds more than the iPhone app (a watch app, a widget) runs the
/// app target's files only, as Xcode builds them.
@Suite struct XcodeProjectTests {
    typealias Workspace = UserFileTests.Workspace

    /// Xcode 16's project for Notes: the app's folder (an old file taken out of the app, a widget
    /// file added to it), a widget's folder, a watch app's folder with a `ContentView.swift` of
    /// its own, and a test target.
    static let project = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		E1 /* Exceptions for "Notes" folder in "Notes" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Legacy/OldStore.swift,
        			);
        			target = T1 /* Notes */;
        		};
        		E2 /* Exceptions for "NotesWidget" folder in "Notes" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				"Shared Formatting.swift",
        			);
        			target = T1 /* Notes */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		G1 /* Notes */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* Exceptions */, ); path = Notes; sourceTree = "<group>"; };
        		G2 /* NotesWidget */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			exceptions = (
        				E2 /* Exceptions for "NotesWidget" folder in "Notes" target */,
        			);
        			path = NotesWidget;
        			sourceTree = "<group>";
        		};
        		G3 /* Notes Watch App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = "Notes Watch App"; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXNativeTarget section */
        		T1 /* Notes */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "Notes" */;
        			fileSystemSynchronizedGroups = (
        				G1 /* Notes */,
        			);
        			name = Notes;
        			productType = "com.apple.product-type.application";
        		};
        		T2 /* NotesWidgetExtension */ = {
        			isa = PBXNativeTarget;
        			fileSystemSynchronizedGroups = (
        				G2 /* NotesWidget */,
        			);
        			name = NotesWidgetExtension;
        			productType = "com.apple.product-type.app-extension";
        		};
        		T3 /* Notes Watch App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L3 /* Build configuration list for PBXNativeTarget "Notes Watch App" */;
        			fileSystemSynchronizedGroups = (
        				G3 /* Notes Watch App */,
        			);
        			name = "Notes Watch App";
        			productType = "com.apple.product-type.application";
        		};
        /* End PBXNativeTarget section */

        /* Begin XCBuildConfiguration section */
        		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.Notes; SDKROOT = iphoneos; }; name = Debug; };
        		C3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; "WATCHOS_DEPLOYMENT_TARGET" = 11.0; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1 /* Debug */, ); };
        		L3 = {isa = XCConfigurationList; buildConfigurations = (C3 /* Debug */, ); };
        /* End XCConfigurationList section */
        	};
        	rootObject = P1 /* Project object */;
        }
        """

    static let files = [
        "Notes/NotesApp.swift", "Notes/ContentView.swift", "Notes/Legacy/OldStore.swift", "NotesWidget/NotesWidget.swift",
        "NotesWidget/Shared Formatting.swift", "Notes Watch App/ContentView.swift", "Notes Watch App/NotesWatchApp.swift",
    ]

    @Test func theAppTargetIsTheIPhoneApplication() {
        let project = XcodeProject(folder: "/p", name: "Notes.xcodeproj", listing: Self.project)
        #expect(project.appTargetName == "Notes", "not the watch app, whose SDK is watchos")
        let files = Self.files.map { "/p/" + $0 }
        // No folder on disk: the project cannot say which files are the app's.
        #expect(project.appFiles(among: files) == nil)
    }

    @Test func aFolderRunsTheAppTargetsFilesAndSaysWhatItLeftOut() throws {
        let workspace = try Workspace()
        try workspace.write("Notes/Notes.xcodeproj/project.pbxproj", Self.project)
        for file in Self.files {
            try workspace.write("Notes/" + file, file.hasSuffix("App.swift") ? "import SwiftUI\n" : "import Foundation\n")
        }
        let base = workspace.directory.appendingPathComponent("Notes").path
        let contents = try SourceFolder.expand([base])
        #expect(
            contents.swiftFiles
                == ["Notes/ContentView.swift", "Notes/NotesApp.swift", "NotesWidget/Shared Formatting.swift"].map { base + "/" + $0 })
        #expect(contents.appTarget?.name == "Notes" && contents.appTarget?.project == "Notes.xcodeproj")
        #expect(contents.otherTargetsFiles.count == 4, "the old store, the widget and the watch app's two files")
        #expect(contents.leftOut.isEmpty)
    }

    @Test func aFolderOfSeveralAppsAsksForOne() throws {
        let workspace = try Workspace()
        for app in ["Quiz", "Timer"] {
            let listing = Self.project.replacingOccurrences(of: "Notes", with: app)
            try workspace.write("Course/\(app)/\(app).xcodeproj/project.pbxproj", listing)
            try workspace.write("Course/\(app)/\(app)/ContentView.swift", "import SwiftUI\n")
        }
        let course = workspace.directory.appendingPathComponent("Course").path
        #expect(
            throws: UserCodeError.usage(
                "the folder '\(course)' holds 2 apps' Xcode projects ('Quiz/Quiz.xcodeproj', 'Timer/Timer.xcodeproj'); name the folder of one app's code"
            )
        ) {
            try SourceFolder.expand([course])
        }
    }

    @Test func fieldsAreReadWithoutCommentsAndWithQuotes() {
        let objects = XcodeProject.objects(in: Self.project)
        #expect(objects["G3"]?["path"] == "\"Notes Watch App\"")
        #expect(objects["T1"]?["productType"] == "\"com.apple.product-type.application\"")
        #expect(objects["E1"]?["membershipExceptions"]?.contains("/*") == false)
        #expect(objects.count == 12)
    }
}

extension XcodeProjectTests {
    /// A project of groups (before Xcode 16): the files the app target's Sources phase lists, at
    /// the paths the groups give them; a second file of the same name elsewhere is not the app's.
    static let groupsProject = """
        {
        	objects = {
        		B1 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Store.swift */; };
        		B2 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* App.swift */; };
        		F1 /* Store.swift */ = {isa = PBXFileReference; path = Core/Store.swift; sourceTree = "<group>"; };
        		F2 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        		F3 /* Store.swift */ = {isa = PBXFileReference; path = Store.swift; sourceTree = SOURCE_ROOT; };
        		M = {isa = PBXGroup; children = (G1 /* Shop */, F3, ); sourceTree = "<group>"; };
        		G1 /* Shop */ = {isa = PBXGroup; children = (F1, F2, ); name = Shop; path = Shop; sourceTree = "<group>"; };
        		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1 /* Store.swift in Sources */, B2, ); };
        		T1 /* Shop */ = {isa = PBXNativeTarget; buildPhases = (S1 /* Sources */, ); name = Shop; productType = "com.apple.product-type.application"; };
        		P1 = {isa = PBXProject; mainGroup = M; targets = (T1, ); };
        	};
        }
        """

    @Test func aProjectOfGroupsBuildsTheFilesItsSourcesPhaseLists() throws {
        let workspace = try Workspace()
        try workspace.write("Shop/Shop.xcodeproj/project.pbxproj", Self.groupsProject)
        for file in ["Shop/App.swift", "Shop/Core/Store.swift", "Store.swift", "Shop/Settings.bundle/Root.swift"] {
            try workspace.write("Shop/" + file, "import SwiftUI\n")
        }
        let base = workspace.directory.appendingPathComponent("Shop").path
        let contents = try SourceFolder.expand([base])
        #expect(contents.swiftFiles == [base + "/Shop/App.swift", base + "/Shop/Core/Store.swift"])
        #expect(contents.otherTargetsFiles == [base + "/Store.swift"], "a bundle's files are never compiled, so not even listed")
        #expect(contents.appTarget?.name == "Shop")
    }
}

extension XcodeProjectTests {
    /// A project of groups with one synchronised folder inside a group (Xcode 16 adding a folder
    /// to an older project): the folder is where its group says, and its files are the app's.
    @Test func aSynchronisedFolderInsideAGroupIsWhereTheGroupSays() throws {
        let listing = Self.groupsProject
            .replacingOccurrences(of: "children = (F1, F2, );", with: "children = (F1, F2, Y1, );")
            .replacingOccurrences(
                of: "S1 /* Sources */ =",
                with:
                    "Y1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = \"<group>\"; };\n\t\tS1 /* Sources */ ="
            )
            .replacingOccurrences(
                of: "buildPhases = (S1 /* Sources */, );", with: "buildPhases = (S1 /* Sources */, ); fileSystemSynchronizedGroups = (Y1, );")
        let workspace = try Workspace()
        try workspace.write("Shop/Shop.xcodeproj/project.pbxproj", listing)
        for file in ["Shop/App.swift", "Shop/Core/Store.swift", "Shop/Shared/Chips.swift"] {
            try workspace.write("Shop/" + file, "import SwiftUI\n")
        }
        let base = workspace.directory.appendingPathComponent("Shop").path
        let contents = try SourceFolder.expand([base])
        #expect(contents.swiftFiles == ["App.swift", "Core/Store.swift", "Shared/Chips.swift"].map { base + "/Shop/" + $0 })
    }
}

extension XcodeProjectTests {
    /// A file the app's Sources phase lists but the folder lacks (a developer's own seed data,
    /// kept out of git): Xcode stops at it; a run goes on without it and names it.
    @Test func aListedFileMissingFromTheFolderIsNamed() throws {
        let workspace = try Workspace()
        try workspace.write("Shop/Shop.xcodeproj/project.pbxproj", Self.groupsProject)
        try workspace.write("Shop/Shop/App.swift", "import SwiftUI\n")
        let base = workspace.directory.appendingPathComponent("Shop").path
        let contents = try SourceFolder.expand([base])
        #expect(contents.swiftFiles == [base + "/Shop/App.swift"])
        #expect(contents.missing.map(\.file) == ["Shop/Core/Store.swift"])
        #expect(contents.missing.map(\.project) == ["Shop.xcodeproj"])
    }
}

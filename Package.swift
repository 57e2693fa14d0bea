// swift-tools-version: 6.0
//
// dataflow: a SwiftUI-shaped view-graph simulator and the command that plays experiments through it.
// Toolchain only: no package dependencies (a product decision: it must build in seconds anywhere).

import PackageDescription

/// Apple's frameworks an app imports beside SwiftUI, each a module of dataflow's own
/// (`Sources/Frameworks/<Name>`, module `DataFlow<Name>`), with the frameworks each imports
/// (`import DataFlowCoreLocation` in MapKit, whose map items have locations): a user's
/// `import Charts` compiles with `-module-alias Charts=DataFlowCharts`, so its names are visible
/// only where a file imports it. This is the one list: the CLI's (`AppleFramework`) and the
/// runtime build's order are generated from the folders at build time, and `FrameworkModulesTests`
/// holds the three to each other. (The folders cannot be this list too: SwiftPM keeps a
/// manifest's result until the manifest's text changes.)
let frameworks: KeyValuePairs<String, [String]> = [
    "AVFAudio": [], "AVFoundation": ["AVFAudio"], "AVKit": ["AVFoundation"], "ActivityKit": [],
    "AlarmKit": ["ActivityKit", "AppIntents"], "AppIntents": [], "AudioToolbox": [], "AuthenticationServices": [],
    "BackgroundTasks": [], "Charts": [], "CloudKit": [], "Contacts": [], "ContactsUI": ["Contacts"], "CoreBluetooth": [],
    "CoreData": ["CloudKit"], "CoreHaptics": [], "CoreImage": [], "CoreLocation": [], "CoreML": [], "CoreMotion": [],
    "CoreSpotlight": [], "CryptoKit": ["Security"], "EventKit": [], "FoundationModels": [], "GameKit": [], "GroupActivities": [],
    "HealthKit": [], "ImageIO": [], "LocalAuthentication": [], "MapKit": ["CoreLocation"], "MessageUI": [],
    "MultipeerConnectivity": [], "NaturalLanguage": [], "Network": [], "OSLog": [], "PDFKit": [], "PassKit": [], "PencilKit": [],
    "Photos": [], "PhotosUI": ["Photos"], "SafariServices": [], "Security": [], "Speech": [], "StoreKit": [], "SwiftData": [],
    "TipKit": [], "UserNotifications": [], "Vision": ["CoreImage"], "VisionKit": ["Vision"], "WatchConnectivity": [],
    "WeatherKit": ["CoreLocation"], "WebKit": [], "WidgetKit": ["ActivityKit", "AppIntents"], "os": ["OSLog"],
]

let package = Package(
    name: "dataflow",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dataflow", targets: ["dataflow"]),
        .library(name: "DataFlow", targets: ["DataFlow"]),
    ],
    targets: [
        // The runtime: SwiftUI's names and rules, an incremental view graph. Never prints.
        .target(name: "DataFlow", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The experiments: SwiftUI-style code plus golden transcripts (excluded from the build).
        .target(
            name: "Experiments",
            dependencies: ["DataFlow"],
            path: "experiments",
            exclude: ["transcripts", "compile-errors"]
        ),
        // The rulebook, the coverage table and the experiments' code as text (generated at build
        // time by EmbedPlugin), which `explain`, `show` and the compile-error notes print.
        .target(name: "DataFlowEmbedded", plugins: ["EmbedPlugin"]),
        // A user's compiled program: it takes the command's request, plays, and returns the
        // transcripts as data. It links the runtime and the frameworks only.
        .target(name: "DataFlowProgram", dependencies: ["DataFlow"]),
        // Commands, transcript formatting, goldens. Tests call it in-process.
        .target(name: "DataFlowCLI", dependencies: ["DataFlow", "DataFlowProgram", "Experiments", "DataFlowEmbedded"]),
        // The runtime's sources as text (generated at build time by EmbedPlugin), so an installed
        // binary can build what users' programs link.
        .target(name: "DataFlowRuntimeSources", plugins: ["EmbedPlugin"]),
        // Generates the two targets above from docs/, experiments/ and the sources: nothing
        // generated is kept in git.
        .executableTarget(name: "dataflow-embed"),
        .plugin(name: "EmbedPlugin", capability: .buildTool(), dependencies: ["dataflow-embed"]),
        // The tiny executable; it links the frameworks and the program's side, which users'
        // programs link from its build.
        .executableTarget(
            name: "dataflow", dependencies: ["DataFlowCLI", "DataFlowRuntimeSources"] + frameworks.map { .target(name: "DataFlow\($0.key)") }),
        // The benchmark (`make bench`): scenarios, measurement and report, and its executable.
        .target(name: "DataFlowBenchmarks", dependencies: ["DataFlow", "CHeapStats"]),
        .target(name: "CHeapStats"),
        // The differential fuzzer (`make fuzz`): random trees and scripts checked against oracles.
        .target(name: "DataFlowFuzz", dependencies: ["DataFlow"]),
        .executableTarget(name: "dataflow-fuzz", dependencies: ["DataFlowFuzz", "ToolOptions"]),
        // Strict option parsing shared by the two developer tools.
        .target(name: "ToolOptions"),
        .executableTarget(name: "dataflow-bench", dependencies: ["DataFlowBenchmarks", "DataFlowCLI", "ToolOptions"]),
        // The runtime's tests, and SwiftData's (its views' tests read steps as the runtime's do).
        .testTarget(name: "DataFlowTests", dependencies: ["DataFlow", "DataFlowSwiftData"]),
        .testTarget(name: "FrameworksTests", dependencies: ["DataFlow"] + frameworks.map { .target(name: "DataFlow\($0.key)") }),
        .testTarget(
            name: "DataFlowCLITests",
            dependencies: [
                "DataFlowCLI", "DataFlow", "DataFlowProgram", "Experiments", "DataFlowFuzz", "DataFlowRuntimeSources", "DataFlowEmbedded",
            ]),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "DataFlow"]),
        .testTarget(name: "DataFlowBenchmarksTests", dependencies: ["DataFlowBenchmarks", "DataFlow"]),
        .testTarget(name: "DataFlowFuzzTests", dependencies: ["DataFlowFuzz", "DataFlow"]),
        .testTarget(name: "ToolOptionsTests", dependencies: ["ToolOptions"]),
        // The README's example of testing your own views: public API only (no @testable).
        .testTarget(name: "PublicAPITests", dependencies: ["DataFlow"]),
    ]
)

package.targets += frameworks.map { name, imports in
    .target(name: "DataFlow\(name)", dependencies: ["DataFlow"] + imports.map { .target(name: "DataFlow\($0)") }, path: "Sources/Frameworks/\(name)")
}

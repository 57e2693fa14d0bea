import SwiftUI

/// README's frameworks table, played: one file per row, named by the row's first framework,
/// importing every framework the row names. Each `// claim:` line is a line the run must print
/// (FrameworkTableTests); a row the binary no longer keeps fails the suite.
@main struct FrameworkTableApp: App {
    var body: some Scene {
        WindowGroup {
            ScrollView {
                VStack {
                    SwiftDataRow().modelContainer(for: Entry.self, inMemory: true)
                    CoreDataRow().environment(\.managedObjectContext, NotesStore.container.viewContext)
                    PhotosUIRow()
                    UniformTypeIdentifiersRow()
                    ChartsRow()
                    WidgetKitRow()
                    ActivityKitRow()
                    AlarmKitRow()
                    AVKitRow()
                    OSLogRow()
                    CoreMotionRow()
                    CoreBluetoothRow()
                    ContactsRow()
                    EventKitRow()
                    HealthKitRow()
                    BackgroundTasksRow()
                    WatchConnectivityRow()
                    NaturalLanguageRow()
                    FoundationModelsRow()
                    MapKitRow()
                    AVFoundationRow()
                    SecurityRow()
                    VisionRow()
                    PDFKitRow()
                    WebKitRow()
                    AppIntentsRow()
                    CryptoKitRow()
                    CloudKitRow()
                    PhotosRow()
                    SpeechRow()
                    NetworkRow()
                    CoreMLRow()
                    GroupActivitiesRow()
                    ImageIORow()
                    AuthenticationServicesRow()
                    GameKitRow()
                    WeatherKitRow()
                    PassKitRow()
                }
            }
        }
    }
}

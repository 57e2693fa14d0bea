/// Apple's frameworks an app imports beside SwiftUI that dataflow supplies as modules of their
/// own (`Sources/Frameworks/<Name>`, built as `DataFlow<Name>`), as on a device: a user's file
/// sees their names only where it imports them, and `import Charts` compiles as it is, through
/// `-module-alias Charts=DataFlowCharts`. Package.swift's `frameworks` lists the same names.
///
/// What each does is in README's coverage table: modelled where it takes part in data flow (Core
/// Data, PhotosUI's picker), accepted where it is appearance or an effect outside the app's data
/// (Charts drawn as a line, widget reloads recorded), and said plainly where nothing
/// deterministic is possible (an on-device language model is unavailable, as on a device
/// without Apple Intelligence).
enum AppleFramework: String, CaseIterable {
    case avfAudio = "AVFAudio"
    case avFoundation = "AVFoundation"
    case avKit = "AVKit"
    case activityKit = "ActivityKit"
    case appIntents = "AppIntents"
    case audioToolbox = "AudioToolbox"
    case charts = "Charts"
    case cloudKit = "CloudKit"
    case coreData = "CoreData"
    case coreHaptics = "CoreHaptics"
    case coreImage = "CoreImage"
    case coreLocation = "CoreLocation"
    case coreML = "CoreML"
    case coreMotion = "CoreMotion"
    case cryptoKit = "CryptoKit"
    case eventKit = "EventKit"
    case foundationModels = "FoundationModels"
    case groupActivities = "GroupActivities"
    case imageIO = "ImageIO"
    case localAuthentication = "LocalAuthentication"
    case mapKit = "MapKit"
    case naturalLanguage = "NaturalLanguage"
    case network = "Network"
    case osLog = "OSLog"
    case os = "os"
    case pdfKit = "PDFKit"
    case pencilKit = "PencilKit"
    case photos = "Photos"
    case photosUI = "PhotosUI"
    case security = "Security"
    case speech = "Speech"
    case storeKit = "StoreKit"
    case tipKit = "TipKit"
    case userNotifications = "UserNotifications"
    case vision = "Vision"
    case visionKit = "VisionKit"
    case webKit = "WebKit"
    case widgetKit = "WidgetKit"

    /// The module that stands for it.
    var module: String { "DataFlow" + rawValue }

    /// The compiler's arguments that make every framework's name stand for its module.
    static var aliases: [String] { allCases.flatMap { ["-module-alias", "\($0.rawValue)=\($0.module)"] } }
}

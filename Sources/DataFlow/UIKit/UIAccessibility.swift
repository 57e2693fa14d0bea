import Foundation

/// UIKit's accessibility settings and announcements. A run's phone has no assistive feature
/// turned on, as SwiftUI's environment says (`accessibilityReduceMotion` is false): every
/// setting reads false, and an announcement or a screen change posted to VoiceOver is noted as
/// an effect (no VoiceOver hears it).
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }

    /// Tells VoiceOver something changed or should be spoken: noted, as nobody listens here.
    public static func post(notification: Notification, argument: Any?) {
        Effects.record("UIAccessibility posts \(notification.name)\(argument.map { " (\($0))" } ?? "") (VoiceOver is off here: nobody hears it)")
    }

    /// What is posted to VoiceOver.
    public struct Notification: Hashable, Sendable {
        let name: String
        public static let announcement = Notification(name: "announcement")
        public static let screenChanged = Notification(name: "screenChanged")
        public static let layoutChanged = Notification(name: "layoutChanged")
        public static let pageScrolled = Notification(name: "pageScrolled")
        public static let pauseAssistiveTechnology = Notification(name: "pauseAssistiveTechnology")
        public static let resumeAssistiveTechnology = Notification(name: "resumeAssistiveTechnology")
    }

    /// Posted when a setting changes (none does in a run).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}

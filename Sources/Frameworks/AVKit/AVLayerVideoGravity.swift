/// How a video fills its layer: AVFoundation's name, which `AVPlayerViewController.videoGravity`
/// takes. (DataFlow supplies AVFoundation's other names; this one is declared here until it
/// does, and must then be removed from this module.)
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

import Foundation

/// The image context of UIKit before `UIGraphicsImageRenderer` (iOS 4): begin a context, draw,
/// take the image, end it. The drawing code runs and draws nothing, as a renderer's does; the
/// image stands for the context, by its size.
nonisolated(unsafe) private var imageContexts: [(context: UIGraphicsImageRendererContext, size: CGSize)] = []

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = UIGraphicsImageRendererContext()
    imageContexts.append((context, size))
    UIGraphicsImageRendererContext.current = context
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image of the current context: nil outside one, as in UIKit.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = imageContexts.last else { return nil }
    return UIImage(name: "UIGraphicsImageContext(\(Int(top.size.width))×\(Int(top.size.height)))")
}

public func UIGraphicsEndImageContext() {
    _ = imageContexts.popLast()
    UIGraphicsImageRendererContext.current = imageContexts.last?.context
}

// Filling and framing a rect of the current context in the colour last set: draws nothing, as
// a renderer's drawing does (D15).
public func UIRectFill(_ rect: CGRect) {}
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {}
public func UIRectFrame(_ rect: CGRect) {}
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {}
public func UIRectClip(_ rect: CGRect) {}

/// Core Animation's host time, in seconds: the system's monotonic clock, as `Task.sleep`'s and
/// Dispatch's stay (§24): not the run's clock, so a value printed differs from run to run.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// Objective-C's autorelease pool: Swift on Linux has none to drain, so the block just runs.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }

/// How text is underlined or struck through in an attributed string.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

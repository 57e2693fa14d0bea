import Foundation

/// CoreGraphics' bitmap image, as a bitmap context makes it (`context.makeImage()`) and Core
/// Image renders into (`createCGImage(_:from:)`). No bitmap is ever made here: an image stands for
/// what drew it (its recipe, `CGContext(100×100)` or `CISepiaTone(photo)`), so an app that keeps
/// one goes on as on a device, and `UIImage(cgImage:)` shows the recipe.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int
    /// What made it: `CGContext(100×100)`.
    package let recipe: String

    package init(width: Int, height: Int, recipe: String) {
        self.width = width
        self.height = height
        self.recipe = recipe
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// Part of the image: it stands for the part of what drew it.
    public func cropping(to rect: CGRect) -> CGImage? {
        CGImage(width: Int(rect.width), height: Int(rect.height), recipe: recipe)
    }
}

extension UIImage {
    /// An image of a bitmap: shown by what drew it.
    public convenience init(cgImage: CGImage) {
        self.init(name: cgImage.recipe)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(name: cgImage.recipe)
    }

    /// The bitmap behind the image: none, as no bitmap is decoded here.
    public var cgImage: CGImage? { nil }

    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
}

/// A colour space, by name: kept.
public final class CGColorSpace: Sendable {
    public let name: String?
    public init?(name: String) { self.name = name }
    init(device name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public var numberOfComponents: Int { name?.contains("Gray") == true ? 1 : 3 }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(device: "kCGColorSpaceDeviceRGB") }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(device: "kCGColorSpaceDeviceGray") }

/// Where a bitmap's alpha is.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrderDefault = CGBitmapInfo([])
}

public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

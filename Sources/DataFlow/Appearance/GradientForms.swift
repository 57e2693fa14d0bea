import Foundation

// The gradient forms SwiftUI offers as shape styles beyond the common ones: by stops, ellipses,
// cones, and a colour's own gradient laid out as any of them. Appearance (D15): a gradient is
// shown by its colours.

extension EllipticalGradient {
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        gradient = Gradient(stops: stops)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: angle, endAngle: angle)
    }
}

// A colour's own gradient (`Color.blue.gradient`) laid out along a line, from a centre, in an
// ellipse or around a centre (iOS 16): shown as the colour's gradient.

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle { gradient }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle { gradient }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle { gradient }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle { gradient }
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        gradient
    }
}

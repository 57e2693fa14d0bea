import Foundation

// More of SwiftUI's `LocalizedStringKey` interpolations: a formatter that may be nil, an object
// (`NSObject`) with a formatter, a colour's accessibility name and a timer. Each appends the text
// `Text` would show for the same value, so a title reads the same either way.

extension LocalizedStringKey.StringInterpolation {
    /// `"\(value, formatter: formatter)"` with an optional formatter: the formatter's string, or
    /// the value's description without one.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) where Subject: ReferenceConvertible {
        text += formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject)
    }

    /// `"\(object, formatter: formatter)"` for an object (`NSNumber`, `NSDate`).
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) where Subject: NSObject {
        text += formatter.flatMap { $0.string(for: subject) } ?? subject.description
    }

    /// `"\(accessibilityName: color)"`: the colour's name as VoiceOver reads it. A system colour is
    /// named by itself (`red`); a colour of components by the nearest system colour; an asset
    /// catalog's colour, whose components dataflow cannot know, by its asset name.
    public mutating func appendInterpolation(accessibilityName color: Color) {
        text += color.accessibilityName
    }

    /// `"\(timerInterval: start...end)"`: a timer, as `Text(timerInterval:)` shows it.
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        text += Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours).content
    }
}

extension Color {
    /// The name VoiceOver reads for the colour (see `appendInterpolation(accessibilityName:)`).
    var accessibilityName: String {
        if name.hasPrefix("."), ColorComponents.swiftUINamed[String(name.dropFirst())] != nil { return String(name.dropFirst()) }
        guard let components else { return name.hasPrefix(".") ? String(name.dropFirst()) : name }
        let nearest = ColorComponents.swiftUINamed.filter { $0.key != "clear" }.min { a, b in
            let da = components.distance(to: a.value)
            let db = components.distance(to: b.value)
            return da == db ? a.key < b.key : da < db
        }
        return nearest?.key ?? name
    }
}

extension ColorComponents {
    /// The squared distance between two colours' red, green and blue.
    fileprivate func distance(to other: ColorComponents) -> Double {
        let r = red - other.red
        let g = green - other.green
        let b = blue - other.blue
        return r * r + g * g + b * b
    }
}

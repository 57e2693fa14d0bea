import Foundation

/// A unit of a Health quantity (`HKUnit.count()`, `.kilocalorie()`, `HKUnit(from: "count/min")`),
/// named by its unit string; quantities convert between units of one dimension.
open class HKUnit: NSObject, @unchecked Sendable {
    /// `count/min`, `kcal`, `m`.
    public let unitString: String
    /// What the unit measures, and how many of the dimension's base unit one of it is.
    let dimension: String
    let factor: Double

    init(_ unitString: String, dimension: String, factor: Double) {
        self.unitString = unitString
        self.dimension = dimension
        self.factor = factor
    }

    public convenience init(from string: String) {
        let known = HKUnit.known[string]
        self.init(string, dimension: known?.dimension ?? string, factor: known?.factor ?? 1)
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
    open override var hash: Int { unitString.hashValue }
    open override var description: String { unitString }

    open func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.unitString)", dimension: "\(dimension)/\(unit.dimension)", factor: factor / unit.factor)
    }

    open func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)*\(unit.unitString)", dimension: "\(dimension)*\(unit.dimension)", factor: factor * unit.factor)
    }

    open func reciprocal() -> HKUnit { HKUnit("1/\(unitString)", dimension: "1/\(dimension)", factor: 1 / factor) }

    open class func count() -> HKUnit { HKUnit("count", dimension: "count", factor: 1) }
    open class func percent() -> HKUnit { HKUnit("%", dimension: "fraction", factor: 1) }
    open class func meter() -> HKUnit { meterUnit(with: .none) }
    open class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(prefix.symbol + "m", dimension: "length", factor: prefix.factor)
    }
    open class func mile() -> HKUnit { HKUnit("mi", dimension: "length", factor: 1609.344) }
    open class func yard() -> HKUnit { HKUnit("yd", dimension: "length", factor: 0.9144) }
    open class func foot() -> HKUnit { HKUnit("ft", dimension: "length", factor: 0.3048) }
    open class func inch() -> HKUnit { HKUnit("in", dimension: "length", factor: 0.0254) }
    open class func gram() -> HKUnit { gramUnit(with: .none) }
    open class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "g", dimension: "mass", factor: prefix.factor) }
    open class func pound() -> HKUnit { HKUnit("lb", dimension: "mass", factor: 453.59237) }
    open class func ounce() -> HKUnit { HKUnit("oz", dimension: "mass", factor: 28.349523125) }
    open class func stone() -> HKUnit { HKUnit("st", dimension: "mass", factor: 6350.29318) }
    open class func second() -> HKUnit { secondUnit(with: .none) }
    open class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "s", dimension: "time", factor: prefix.factor) }
    open class func minute() -> HKUnit { HKUnit("min", dimension: "time", factor: 60) }
    open class func hour() -> HKUnit { HKUnit("hr", dimension: "time", factor: 3600) }
    open class func day() -> HKUnit { HKUnit("d", dimension: "time", factor: 86400) }
    open class func kilocalorie() -> HKUnit { HKUnit("kcal", dimension: "energy", factor: 4184) }
    open class func largeCalorie() -> HKUnit { HKUnit("Cal", dimension: "energy", factor: 4184) }
    open class func smallCalorie() -> HKUnit { HKUnit("cal", dimension: "energy", factor: 4.184) }
    open class func joule() -> HKUnit { jouleUnit(with: .none) }
    open class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "J", dimension: "energy", factor: prefix.factor) }
    open class func liter() -> HKUnit { literUnit(with: .none) }
    open class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "L", dimension: "volume", factor: prefix.factor) }
    open class func fluidOunceUS() -> HKUnit { HKUnit("fl_oz_us", dimension: "volume", factor: 0.0295735295625) }
    open class func degreeCelsius() -> HKUnit { HKUnit("degC", dimension: "temperature", factor: 1) }
    open class func degreeFahrenheit() -> HKUnit { HKUnit("degF", dimension: "temperature", factor: 1) }
    open class func millimeterOfMercury() -> HKUnit { HKUnit("mmHg", dimension: "pressure", factor: 1) }
    open class func decibelAWeightedSoundPressureLevel() -> HKUnit { HKUnit("dBASPL", dimension: "sound", factor: 1) }
    open class func watt() -> HKUnit { HKUnit("W", dimension: "power", factor: 1) }

    /// The unit strings `HKUnit(from:)` knows.
    private static let known: [String: (dimension: String, factor: Double)] = {
        var known: [String: (String, Double)] = [:]
        for unit in [
            count(), percent(), meter(), mile(), foot(), gram(), pound(), second(), minute(), hour(), kilocalorie(), liter(), degreeCelsius(),
        ] {
            known[unit.unitString] = (unit.dimension, unit.factor)
        }
        for prefix: HKMetricPrefix in [.kilo, .centi, .milli] {
            for unit in [meterUnit(with: prefix), gramUnit(with: prefix), secondUnit(with: prefix), literUnit(with: prefix)] {
                known[unit.unitString] = (unit.dimension, unit.factor)
            }
        }
        let perMinute = count().unitDivided(by: minute())
        known[perMinute.unitString] = (perMinute.dimension, perMinute.factor)
        return known
    }()
}

public enum HKMetricPrefix: Int, Sendable {
    case none = 0, femto, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera

    var symbol: String {
        switch self {
        case .none: ""
        case .femto: "f"
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        }
    }

    var factor: Double {
        switch self {
        case .none: 1
        case .femto: 1e-15
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        }
    }
}

/// An amount in a unit: `HKQuantity(unit: .count(), doubleValue: 8000)`.
open class HKQuantity: NSObject, @unchecked Sendable {
    private let unit: HKUnit
    private let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    open func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

    /// The amount in `unit`: converted within a dimension (metres to miles, kilocalories to
    /// joules); temperatures between Celsius and Fahrenheit.
    open func doubleValue(for unit: HKUnit) -> Double {
        if unit.unitString == self.unit.unitString { return value }
        switch (self.unit.unitString, unit.unitString) {
        case ("degC", "degF"): return value * 9 / 5 + 32
        case ("degF", "degC"): return (value - 32) * 5 / 9
        default: return value * self.unit.factor / unit.factor
        }
    }

    open func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    open override var description: String { "\(value.formatted()) \(unit.unitString)" }
}

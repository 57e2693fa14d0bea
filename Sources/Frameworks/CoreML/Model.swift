import Foundation

/// A machine-learning model (CoreML): unavailable in a run. An app's compiled models
/// (`.mlmodelc` in its bundle) and the classes Xcode generates for them are not here, and no
/// model runs without them, so loading one fails with `MLModelError.io`, the error a missing
/// model file gives on a device. Apps that only import CoreML, or that fall back when a model
/// does not load, compile and run their other paths.
open class MLModel: @unchecked Sendable {
    public let modelDescription = MLModelDescription()
    public let configuration: MLModelConfiguration

    init(configuration: MLModelConfiguration) { self.configuration = configuration }

    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, configuration: MLModelConfiguration()) }

    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw MLModelError(.io, "no model at \(url.lastPathComponent): a run has no compiled models")
    }

    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        try MLModel(contentsOf: url, configuration: configuration)
    }

    open class func compileModel(at modelURL: URL) throws -> URL { throw cannotCompile(modelURL) }

    open class func compileModel(at modelURL: URL) async throws -> URL { throw cannotCompile(modelURL) }

    private static func cannotCompile(_ url: URL) -> MLModelError {
        MLModelError(.io, "cannot compile \(url.lastPathComponent): a run has no model compiler")
    }

    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
        throw MLModelError(.generic, "no model runs here")
    }

    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        try prediction(from: input)
    }
}

public final class MLModelDescription: @unchecked Sendable {
    public var inputDescriptionsByName: [String: MLFeatureDescription] { [:] }
    public var outputDescriptionsByName: [String: MLFeatureDescription] { [:] }
    public var metadata: [MLModelMetadataKey: Any] { [:] }
    public var classLabels: [Any]? { nil }
}

public final class MLFeatureDescription: @unchecked Sendable {
    public var name: String { "" }
    public var type: MLFeatureType { .invalid }
}

public struct MLModelMetadataKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let description = MLModelMetadataKey(rawValue: "MLModelDescriptionKey")
    public static let versionString = MLModelMetadataKey(rawValue: "MLModelVersionStringKey")
    public static let author = MLModelMetadataKey(rawValue: "MLModelAuthorKey")
    public static let license = MLModelMetadataKey(rawValue: "MLModelLicenseKey")
    public static let creatorDefinedKey = MLModelMetadataKey(rawValue: "MLModelCreatorDefinedKey")
}

open class MLModelConfiguration: @unchecked Sendable {
    open var computeUnits: MLComputeUnits = .all
    open var allowLowPrecisionAccumulationOnGPU = false
    open var modelDisplayName: String?
    public init() {}
}

public enum MLComputeUnits: Int, Sendable { case cpuOnly = 0, cpuAndGPU = 1, all = 2, cpuAndNeuralEngine = 3 }

open class MLPredictionOptions: @unchecked Sendable {
    public init() {}
}

public enum MLFeatureType: Int, Sendable { case invalid, int64, double, string, image, multiArray, dictionary, sequence, state }

/// What a model reads or writes, by feature name.
public protocol MLFeatureProvider {
    var featureNames: Set<String> { get }
    func featureValue(for featureName: String) -> MLFeatureValue?
}

public final class MLDictionaryFeatureProvider: MLFeatureProvider, @unchecked Sendable {
    public let dictionary: [String: MLFeatureValue]

    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            if let feature = value as? MLFeatureValue {
                values[name] = feature
            } else if let number = value as? Double {
                values[name] = MLFeatureValue(double: number)
            } else if let number = value as? Int {
                values[name] = MLFeatureValue(int64: Int64(number))
            } else if let text = value as? String {
                values[name] = MLFeatureValue(string: text)
            } else if let array = value as? MLMultiArray {
                values[name] = MLFeatureValue(multiArray: array)
            } else {
                throw MLModelError(.featureType, "\(name) is not a feature value")
            }
        }
        self.dictionary = values
    }

    public var featureNames: Set<String> { Set(dictionary.keys) }
    public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

public final class MLFeatureValue: @unchecked Sendable {
    public let type: MLFeatureType
    public let int64Value: Int64
    public let doubleValue: Double
    public let stringValue: String
    public let multiArrayValue: MLMultiArray?

    private init(type: MLFeatureType, int64: Int64 = 0, double: Double = 0, string: String = "", multiArray: MLMultiArray? = nil) {
        self.type = type
        int64Value = int64
        doubleValue = double
        stringValue = string
        multiArrayValue = multiArray
    }

    public convenience init(int64 value: Int64) { self.init(type: .int64, int64: value, double: Double(value)) }
    public convenience init(double value: Double) { self.init(type: .double, int64: Int64(value), double: value) }
    public convenience init(string value: String) { self.init(type: .string, string: value) }
    public convenience init(multiArray value: MLMultiArray) { self.init(type: .multiArray, multiArray: value) }
}

/// A multidimensional array of numbers: real storage, so code that fills one works.
public final class MLMultiArray: @unchecked Sendable {
    public let shape: [NSNumber]
    public let dataType: MLMultiArrayDataType
    private var values: [Double]

    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        self.shape = shape
        self.dataType = dataType
        values = [Double](repeating: 0, count: shape.reduce(1) { $0 * $1.intValue })
    }

    public var count: Int { values.count }

    public var strides: [NSNumber] {
        var strides: [Int] = []
        var stride = 1
        for dimension in shape.reversed() {
            strides.insert(stride, at: 0)
            stride *= dimension.intValue
        }
        return strides.map { NSNumber(value: $0) }
    }

    public subscript(index: Int) -> NSNumber {
        get { NSNumber(value: values[index]) }
        set { values[index] = newValue.doubleValue }
    }

    public subscript(key: [NSNumber]) -> NSNumber {
        get { self[offset(of: key)] }
        set { self[offset(of: key)] = newValue }
    }

    private func offset(of key: [NSNumber]) -> Int { zip(key, strides).reduce(0) { $0 + $1.0.intValue * $1.1.intValue } }
}

public enum MLMultiArrayDataType: Int, Sendable {
    case double = 65600, float64 = 65601, float32 = 65568, float16 = 65552, int32 = 131104, int8 = 131080
    public static let float = MLMultiArrayDataType.float32
}

/// CoreML's errors.
public struct MLModelError: Error, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case generic, featureType, io, customLayer, customModel, update, parameters, modelDecryptionKeyFetch, modelDecryption, modelCollection,
            predictionCancelled
    }
    public let code: Code
    let reason: String
    init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }
    public var description: String { "MLModelError(\(code)): \(reason)" }
}

import Foundation

/// A model's identifier written to JSON or a property list and read back: apps keep identifiers
/// (a meal plan's recipe ids in `UserDefaults`) and find the models again with
/// `modelContext.model(for:)`, as SwiftData's `Codable` identifier lets them.
///
/// The identifier is written as its entity and a primary key, the number of the model among the
/// run's models in the order their identifiers were first written; reading it finds that model,
/// as SwiftData's finds the row. A key that names no model of this run (written by another run,
/// or by hand) does not read: a run has no store to find its row in.
extension PersistentIdentifier: Codable {
    private enum CodingKeys: String, CodingKey {
        case entityName, primaryKey
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entityName, forKey: .entityName)
        try container.encode("p\(ModelKeys.shared.key(of: model))", forKey: .primaryKey)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entity = try container.decode(String.self, forKey: .entityName)
        let key = try container.decode(String.self, forKey: .primaryKey)
        guard key.hasPrefix("p"), let number = Int(key.dropFirst()), let model = ModelKeys.shared.model(withKey: number),
            Schema.entityName(for: type(of: model) as! any PersistentModel.Type) == entity
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .primaryKey, in: container, debugDescription: "no \(entity) model with primary key \(key) in this run (a run has no store)")
        }
        self.init(model: model)
    }
}

/// The primary keys identifiers are written with: each model's number, given the first time its
/// identifier is written; models held weakly, so a key never names another object made later.
final class ModelKeys: @unchecked Sendable {
    static let shared = ModelKeys()
    private let lock = NSLock()
    private var keys: [ObjectIdentifier: Int] = [:]
    private var models: [Int: Weak] = [:]

    private struct Weak {
        weak var model: AnyObject?
    }

    func key(of model: AnyObject) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let key = keys[ObjectIdentifier(model)], models[key]?.model === model { return key }
        let key = models.count + 1
        keys[ObjectIdentifier(model)] = key
        models[key] = Weak(model: model)
        return key
    }

    func model(withKey key: Int) -> AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        return models[key]?.model
    }
}

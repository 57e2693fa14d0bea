import Foundation

/// A JSON document read back: a JSON golden is compared with a run's transcript as values, so a
/// golden re-indented or with its keys reordered by another tool (`jq`) still matches.
extension JSONValue: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            // Keys sorted: the order a document wrote them in is not part of its value.
            self = .object(
                try object.allKeys.map(\.stringValue).sorted().map { ($0, try object.decode(JSONValue.self, forKey: Key(stringValue: $0))) })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Whether two documents hold the same value (key order and layout aside); false when either
    /// is not JSON this format writes.
    static func sameValue(_ first: String, _ second: String) -> Bool {
        let decoder = JSONDecoder()
        guard let a = try? decoder.decode(JSONValue.self, from: Data(first.utf8)),
            let b = try? decoder.decode(JSONValue.self, from: Data(second.utf8))
        else { return false }
        return a == b
    }
}

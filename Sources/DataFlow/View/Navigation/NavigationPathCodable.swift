import Foundation

extension NavigationPath {
    /// A path in a form an app can save (`SceneStorage`, a file) and restore (iOS 16): each value
    /// with the name of its type, so a path of several value types comes back as it was.
    ///
    /// As in SwiftUI, a path has one only when every value in it is `Codable`; decoding finds each
    /// value's type by its name and throws when a type is unknown or its value does not decode.
    public struct CodableRepresentation: Codable, Equatable {
        /// The values, bottom first.
        var elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Decodable and Hashable type is named \(typeName)")
                }
                elements.append(try Self.decodeElement(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable, let typeName = _mangledTypeName(type(of: element.base)) else {
                    throw EncodingError.invalidValue(
                        element.base, EncodingError.Context(codingPath: container.codingPath, debugDescription: "not Encodable"))
                }
                let json = try JSONEncoder().encode(value)
                try container.encode(typeName)
                try container.encode(String(decoding: json, as: UTF8.self))
            }
        }

        private static func decodeElement<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path in a form to save, or nil when a value in it is not `Codable`.
    public var codable: NavigationPath.CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Encodable && $0.base is any Decodable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// The path a saved representation describes.
    public init(_ codable: NavigationPath.CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}

import Foundation

extension NSUserActivity.TypedPayloadError: Error {}

extension NSUserActivity {
    /// Stores `payload` in `userInfo` (iOS 14): SwiftUI encodes it to a JSON object whose fields are
    /// the dictionary's entries, so that the activity can carry it to another device. dataflow does
    /// the same with Foundation's JSON coders; a payload that does not encode to a JSON object
    /// (a bare string or number) throws `TypedPayloadError.encodingError`.
    public func setTypedPayload<T>(_ payload: T) throws where T: Decodable, T: Encodable {
        let fields: [String: Any]
        do {
            let data = try JSONEncoder().encode(payload)
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw TypedPayloadError.encodingError }
            fields = object
        } catch {
            throw TypedPayloadError.encodingError
        }
        userInfo = Dictionary(uniqueKeysWithValues: fields.map { (AnyHashable($0.key), $0.value) })
    }

    /// The payload `setTypedPayload(_:)` stored, decoded as `type`; `TypedPayloadError.invalidContent`
    /// when `userInfo` is missing or does not decode as `type`.
    public func typedPayload<T>(_ type: T.Type) throws -> T where T: Decodable, T: Encodable {
        guard let userInfo else { throw TypedPayloadError.invalidContent }
        let fields = Dictionary(uniqueKeysWithValues: userInfo.compactMap { key, value in (key.base as? String).map { ($0, value) } })
        do {
            let data = try JSONSerialization.data(withJSONObject: fields)
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw TypedPayloadError.invalidContent
        }
    }
}

extension View {
    /// Advertises an activity for Handoff while `element` is non-nil, letting `update` fill it in.
    /// No other device is ever handed the activity in a run, so it is accepted (D15): `update`
    /// is not called.
    public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".userActivity")
    }
}

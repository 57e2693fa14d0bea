import DataFlow
import Testing

private struct Place: Codable, Equatable {
    var name: String
    var visits: Int
}

/// `setTypedPayload(_:)` stores a payload in `userInfo`; `typedPayload(_:)` reads it back.
@Suite struct UserActivityPayloadTests {
    @Test func aPayloadRoundTripsThroughUserInfo() throws {
        let activity = NSUserActivity(activityType: "com.example.place")
        try activity.setTypedPayload(Place(name: "Lisbon", visits: 2))
        #expect(activity.userInfo?["name"] as? String == "Lisbon")
        #expect(try activity.typedPayload(Place.self) == Place(name: "Lisbon", visits: 2))
    }

    @Test func aMissingPayloadIsInvalidContent() {
        let activity = NSUserActivity(activityType: "com.example.place")
        #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) { try activity.typedPayload(Place.self) }
        #expect(throws: NSUserActivity.TypedPayloadError.encodingError) { try activity.setTypedPayload("just a string") }
    }
}

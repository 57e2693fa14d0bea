import DataFlow
import Foundation
import Testing

@testable import DataFlowSwiftData

// What the preprocessor makes of
//
//     @Model final class Trip {
//         var name: String
//         @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
//     }
//     @Model final class Stop { var title: String; var trip: Trip? }
//
// (RULES §30): each stored property reports its writes, and the conformance lists the properties
// as SwiftData's `schemaMetadata` does.
@Observable fileprivate final class Trip: PersistentModel {
    var name: String
    var stops: [Stop] = [] { didSet { _relationshipDidChange(\.stops, from: oldValue) } }
    var guide: Guide? { didSet { _relationshipDidChange(\.guide, from: oldValue) } }
    init(name: String) { self.name = name }

    static var schemaMetadata: [Schema.PropertyMetadata] {
        [
            Schema.PropertyMetadata(name: "stops", keypath: \Trip.stops, metadata: Schema.Relationship(deleteRule: .cascade, inverse: \Stop.trip)),
            Schema.PropertyMetadata(name: "guide", keypath: \Trip.guide),
        ]
    }
}

@Observable fileprivate final class Stop: PersistentModel {
    var title: String
    var trip: Trip? { didSet { _relationshipDidChange(\.trip, from: oldValue) } }
    init(title: String, trip: Trip? = nil) {
        self.title = title
        self.trip = trip
    }

    static var schemaMetadata: [Schema.PropertyMetadata] { [Schema.PropertyMetadata(name: "trip", keypath: \Stop.trip)] }
}

/// No `inverse:` on either side: SwiftData infers the pair, since `Guide.trips`' other side is
/// optional. The default delete rule, `.nullify`, applies.
@Observable fileprivate final class Guide: PersistentModel {
    var trips: [Trip] = [] { didSet { _relationshipDidChange(\.trips, from: oldValue) } }
    static var schemaMetadata: [Schema.PropertyMetadata] { [Schema.PropertyMetadata(name: "trips", keypath: \Guide.trips)] }
}

/// Two non-optional sides: SwiftData does not infer them to be one relationship.
@Observable fileprivate final class School: PersistentModel {
    var pupils: [Pupil] = [] { didSet { _relationshipDidChange(\.pupils, from: oldValue) } }
    static var schemaMetadata: [Schema.PropertyMetadata] { [Schema.PropertyMetadata(name: "pupils", keypath: \School.pupils)] }
}

@Observable fileprivate final class Pupil: PersistentModel {
    var school: School { didSet { _relationshipDidChange(\.school, from: oldValue) } }
    init(school: School) { self.school = school }
    static var schemaMetadata: [Schema.PropertyMetadata] { [Schema.PropertyMetadata(name: "school", keypath: \Pupil.school)] }
}

fileprivate struct Planner: View {
    @Environment(\.modelContext) var modelContext
    @Query<Trip, [Trip]>() var trips: [Trip]
    @Query<Stop, [Stop]>() var stops: [Stop]

    var body: some View {
        VStack {
            Text("\(stops.count) stops")
            ForEach(trips) { trip in Text("\(trip.name): \(trip.stops.map(\.title).joined(separator: ", "))") }
            Button("Add trip") { modelContext.insert(Trip(name: "Rome")) }
            Button("Append") { trips.first?.stops.append(Stop(title: "Forum")) }
            Button("Delete trip") {
                if let trip = trips.first {
                    modelContext.delete(trip)
                    // Until the event ends, the trip's stops are as they were.
                    print("stops still there: \(trip.stops.allSatisfy { !$0.isDeleted })")
                }
            }
        }
    }
}

fileprivate struct PlannerApp: View {
    var body: some View { Planner().modelContainer(for: [Trip.self, Stop.self]) }
}

/// §30: SwiftData keeps both sides of a relationship in step for the models in a context, inserts
/// the models an inserted one relates to, and applies delete rules when the changes are processed.
@Suite struct RelationshipsTests {
    private let context = ModelContext(try! ModelContainer(for: Trip.self, Stop.self))

    @Test func settingOneSideOfAManagedPairSetsTheOther() {
        let rome = Trip(name: "Rome"), paris = Trip(name: "Paris")
        let forum = Stop(title: "Forum")
        context.insert(rome)
        context.insert(paris)
        context.insert(forum)
        forum.trip = rome
        #expect(rome.stops.map(\.title) == ["Forum"], "the inverse follows in the setter")
        forum.trip = paris
        #expect(rome.stops.isEmpty && paris.stops.map(\.title) == ["Forum"], "it leaves its old trip")
        paris.stops.removeAll()
        #expect(forum.trip == nil, "removed from the array, its trip is nil")
    }

    @Test func modelsOutsideAContextAreConnectedWhenInserted() {
        let rome = Trip(name: "Rome")
        let forum = Stop(title: "Forum", trip: rome)
        #expect(rome.stops.isEmpty, "nothing keeps unmanaged models in step")
        context.insert(forum)
        #expect(rome.modelContext === context, "a model it relates to is inserted with it")
        #expect(rome.stops.map(\.title) == ["Forum"])
    }

    @Test func aModelAppendedToAManagedOneIsInserted() throws {
        let rome = Trip(name: "Rome")
        context.insert(rome)
        rome.stops.append(Stop(title: "Forum"))
        let stops = try context.fetch(FetchDescriptor<Stop>())
        #expect(stops.map(\.title) == ["Forum"])
        #expect(stops.first?.trip === rome)
    }

    @Test func anInverseIsInferredWhenOneSideIsOptional() {
        let guide = Guide(), rome = Trip(name: "Rome")
        context.insert(guide)
        guide.trips.append(rome)
        #expect(rome.guide === guide)
        rome.guide = nil
        #expect(guide.trips.isEmpty)
    }

    @Test func twoNonOptionalSidesStayTwoRelationships() {
        let school = School()
        context.insert(school)
        let pupil = Pupil(school: school)
        context.insert(pupil)
        #expect(school.pupils.isEmpty, "SwiftData infers no inverse here (Hacking with Swift)")
    }

    @Test func deleteRulesApplyWhenChangesAreProcessed() throws {
        let rome = Trip(name: "Rome"), guide = Guide()
        context.insert(rome)
        context.insert(guide)
        rome.stops = [Stop(title: "Forum"), Stop(title: "Pantheon")]
        guide.trips.append(rome)
        context.delete(rome)
        #expect(rome.stops.allSatisfy { !$0.isDeleted }, "pending until processed")
        #expect(guide.trips.count == 1)
        context.processPendingChanges()
        #expect(rome.stops.allSatisfy { $0.isDeleted }, ".cascade deletes the stops")
        #expect(try context.fetch(FetchDescriptor<Stop>()).isEmpty)
        #expect(guide.trips.isEmpty, ".nullify takes the trip out of its guide's")
    }

    @Test func saveProcessesPendingDeletes() throws {
        let rome = Trip(name: "Rome")
        context.insert(rome)
        rome.stops.append(Stop(title: "Forum"))
        context.delete(rome)
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Stop>()).isEmpty)
    }

    @Test func theMainContextAppliesDeleteRulesAtTheEndOfTheEvent() {
        let harness = Harness(PlannerApp())
        harness.tap("Add trip")
        let append = harness.tap("Append")
        #expect(harness.screen.contains("  Text \"1 stops\""), "the appended stop was inserted")
        #expect(harness.screen.contains("  Text \"Rome: Forum\""))
        #expect(append.passes == 1)
        let delete = harness.tap("Delete trip")
        #expect(delete.console == ["stops still there: true"], "the action still saw the stops")
        #expect(harness.screen.contains("  Text \"0 stops\""), "cascaded before the views updated")
        #expect(delete.passes == 1, "the cascade joins the action's transaction")
    }

    @Test func theSchemaDescribesTheRelationship() throws {
        let stops = try #require(Relationships.of(Trip.self).first)
        #expect(stops.name == "stops" && stops.isToMany && !stops.isOptional)
        #expect(stops.settings?.destination == "Stop" && stops.settings?.isToOneRelationship == false)
        #expect(stops.deleteRule == .cascade)
        #expect(Relationships.inverse(of: stops, in: Trip.self)?.name == "trip")
    }
}

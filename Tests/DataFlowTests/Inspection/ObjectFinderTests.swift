import Foundation
import Testing

@testable import DataFlow

fileprivate final class Model { var count = 0 }

fileprivate struct Plain {
    var id = 0
    var title = "a"
}

fileprivate enum Holder { case empty, model(Model) }

fileprivate struct Wrapper {
    var holder: Holder
    var plain = Plain()
}

/// The snapshot decides per type what a value can hold; these pin the decisions that a per-type
/// shortcut could get wrong (the shape of an enum or an optional depends on the value).
@Suite struct ObjectFinderTests {
    private func objects(in value: Any) -> [AnyObject] {
        var found: [AnyObject] = []
        ObjectFinder.collect(in: value, into: &found)
        return found
    }

    @Test func plainDataAndStringsHoldNoObjects() {
        #expect(objects(in: Plain()).isEmpty)
        #expect(objects(in: [Plain(), Plain()]).isEmpty)
        #expect(objects(in: State(initialValue: true)).isEmpty)
    }

    @Test func enumsAndOptionalsAreLookedIntoPerValue() {
        let model = Model()
        var found: [AnyObject] = []
        // The same types first without an object, then with one: the first answer is not reused.
        ObjectFinder.collect(in: Wrapper(holder: .empty), into: &found)
        ObjectFinder.collect(in: Optional<Model>.none as Any, into: &found)
        #expect(found.isEmpty)
        ObjectFinder.collect(in: Wrapper(holder: .model(model)), into: &found)
        ObjectFinder.collect(in: Optional(model) as Any, into: &found)
        #expect(found.count == 2 && found.allSatisfy { $0 === model })
    }

    @Test func stateHoldingAnObjectIsLookedInto() {
        let model = Model()
        #expect(objects(in: State(initialValue: model)).contains { $0 === model })
    }

    @Test func describerShapesOfOptionalsFollowTheValue() {
        let describer = ValueDescriber()
        #expect(describer.describe(Optional("x") as Any).text == "\"x\"")
        #expect(describer.describe(Optional<String>.none as Any).text == "nil")
        #expect(describer.describe(Optional<Binding<Int>>.none as Any).text == "nil")
        // An `AnyHashable` is described by what it holds, whatever the first one held.
        #expect(describer.describe(AnyHashable(Color.blue)).text == ".blue")
        #expect(describer.describe(AnyHashable("x")).text == "\"x\"")
        #expect(describer.describe(AnyHashable(3)).text == "3")
        #expect(describer.describe(7).text == "7")
        #expect(describer.describe(false).text == "false")
    }

    /// Foundation's values are values, whatever class holds their storage (`URL`'s `_SwiftURL`):
    /// the state lists the app's objects, not Foundation's.
    @Test func foundationValuesHoldNoObjectsOfTheApps() {
        struct Saved {
            var url = URL(string: "https://example.com/a")!
            var date = Date(timeIntervalSince1970: 0)
            var model = Model()
        }
        let saved = Saved()
        #expect(objects(in: saved.url).isEmpty)
        #expect(objects(in: saved.date).isEmpty)
        #expect(objects(in: saved).count == 1)
        #expect(objectsReachable(from: [saved]).count == 1)
    }
}

import DataFlow
import Testing

/// What a body read through Observation, as its dependencies list it (issue 31): a computed
/// property reads the stored properties behind it, and those are what Observation tracks.
@Suite struct ObservationReadsTests {
    @Observable final class Cart {
        var items: [Double] = [2.5, 4]
        var taxRate = 0.2
        var discount = 0.0
        var coupon = ""
        var owner = "Ada"

        var total: Double { items.reduce(0, +) * (1 + taxRate) - discount }
    }

    struct Checkout: View {
        @State private var cart = Cart()
        var body: some View {
            VStack {
                Text("Total: \(cart.total)")
                Button("Add") { cart.items.append(1) }
                Button("Coupon") { cart.coupon = "SAVE" }
            }
        }
    }

    @Test func aComputedPropertysStoredPropertiesAreListedOnceOneChanges() {
        let harness = Harness(Checkout())
        harness.tap("Add")
        let read = harness.body("ObservationReadsTests.Checkout")?.observedProperties ?? []
        // `discount` and `taxRate` are both Doubles: told apart by the value each holds.
        #expect(read == ["ObservationReadsTests.Cart#1.items", "ObservationReadsTests.Cart#1.taxRate", "ObservationReadsTests.Cart#1.discount"])
        harness.tap("Coupon")
        #expect(harness.body("ObservationReadsTests.Checkout")?.observedProperties == read, "the coupon is not read")
    }
}

import DataFlow
import Testing

@testable import DataFlowStoreKit

struct RateScreen: View {
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        VStack {
            StoreView(ids: ["pro.monthly", "pro.yearly"])
            ProductView(id: "tip.small")
            SubscriptionStoreView(groupID: "pro")
            SubscriptionStoreView(productIDs: ["pro.monthly"])
            Button("Rate") { requestReview() }
        }
    }
}

struct EntitlementScreen: View {
    @State private var state = "unknown"

    var body: some View {
        Text(state)
            .storeProductTask(for: "pro") { taskState in
                switch taskState {
                case .loading: state = "loading"
                case .unavailable: state = "unavailable"
                case .success: state = "loaded"
                case .failure: state = "failed"
                }
            }
    }
}

@Suite struct StoreKitTests {
    @Test func storeViewsAreOneLineEachSayingWhatWasAskedFor() {
        let lines = Session(RateScreen()).screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("StoreView (2 products)"))
        #expect(lines.contains("ProductView \"tip.small\""))
        #expect(lines.contains("SubscriptionStoreView (group \"pro\")"))
        #expect(lines.contains("SubscriptionStoreView (1 product)"))
    }

    @Test func requestingAReviewIsNotedAsTheSystemsEffect() throws {
        let session = Session(RateScreen())
        let step = try session.tap("Rate")
        #expect(step.notes.contains("effect: StoreKit asks for a review (the system's, not run here)"))
        #expect(step.ranViews.isEmpty)
    }

    @Test func storeKitOnesReviewRequestIsNotedToo() {
        let session = Session(RateScreen())
        let step = session.perform("launch count reached") { SKStoreReviewController.requestReview() }
        #expect(step.notes.contains("effect: StoreKit asks for a review (the system's, not run here)"))
    }

    @Test func noProductIsFoundAndNoTransactionExists() async throws {
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        for await _ in Transaction.updates { entitlements += 1 }
        #expect(entitlements == 0)
        #expect(await Transaction.latest(for: "pro.monthly") == nil)
        #expect(!AppStore.canMakePayments)
    }

    @Test func aProductTaskReportsTheProductUnavailable() {
        let session = Session(EntitlementScreen())
        #expect(session.screen.contains { $0.contains("Text \"unavailable\"") })
    }

    /// No App Store account and no App Store install (D19): the app's own transaction cannot be
    /// had and there is no storefront; a store manager's checks of a transaction's details compile.
    @Test func theAppsOwnTransactionAndStorefrontAreNotThere() async throws {
        await #expect(throws: StoreKitError.self) { _ = try await AppTransaction.shared }
        await #expect(throws: StoreKitError.self) { _ = try await AppTransaction.refresh() }
        #expect(await Storefront.current == nil)
        var storefronts = 0
        for await _ in Storefront.updates { storefronts += 1 }
        #expect(storefronts == 0)
        func entitled(_ transaction: DataFlowStoreKit.Transaction) -> Bool {
            transaction.revocationReason == nil && transaction.ownershipType != .familyShared && transaction.offerType != .code
                && transaction.environment != .sandbox && transaction.reason == .purchase
        }
        var entitlements = 0
        for await result in DataFlowStoreKit.Transaction.currentEntitlements where entitled(try result.payloadValue) { entitlements += 1 }
        #expect(entitlements == 0)
    }
}

import DataFlow
import DataFlowPassKit
import Foundation
import Testing

/// A checkout as apps wrap PassKit's UIKit button: the coordinator is the button's target and
/// asks Apple Pay for its sheet.
private struct ApplePayButton: UIViewRepresentable {
    @Binding var outcome: String

    func makeUIView(context: Context) -> PKPaymentButton {
        let button = PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .black)
        button.cornerRadius = 12
        button.addTarget(context.coordinator, action: Selector("pay", Coordinator.pay), for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: PKPaymentButton, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(outcome: $outcome) }

    final class Coordinator: NSObject, PKPaymentAuthorizationControllerDelegate {
        @Binding var outcome: String
        init(outcome: Binding<String>) { _outcome = outcome }

        func pay() {
            let request = PKPaymentRequest()
            request.merchantIdentifier = "merchant.com.example.shop"
            request.countryCode = "US"
            request.currencyCode = "USD"
            request.supportedNetworks = [.visa, .masterCard, .amex]
            request.merchantCapabilities = .threeDSecure
            request.paymentSummaryItems = [PKPaymentSummaryItem(label: "Shop", amount: NSDecimalNumber(string: "9.99"), type: .final)]
            let controller = PKPaymentAuthorizationController(paymentRequest: request)
            controller.delegate = self
            controller.present { presented in self.outcome = presented ? "sheet shown" : "no sheet" }
        }

        func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) { outcome = "finished" }
    }
}

private struct Checkout: View {
    @State private var outcome = "none"
    @State private var swiftUI = "none"
    @State private var wallet = "none"

    var body: some View {
        VStack {
            ApplePayButton(outcome: $outcome)
            PayWithApplePayButton(.plain) {
                swiftUI = PKPaymentAuthorizationController.canMakePayments() ? "pay" : "set up"
            }
            .payWithApplePayButtonStyle(.black)
            AddPassToWalletButton([]) { added in wallet = added ? "added" : "not added" }
            Text("UIKit \(outcome), SwiftUI \(swiftUI), wallet \(wallet)")
        }
    }
}

/// A phone with no card in Wallet and no Apple Pay set up (D19): the buttons run the app's code,
/// which finds that payments cannot be made; no sheet is shown and no pass is added.
@Suite struct PassKitTests {
    @Test func theUIKitButtonsTapRunsTheCoordinatorWhichGetsNoSheet() throws {
        let session = Session(Checkout())
        #expect(session.screen.contains { $0.contains("ApplePayButton (UIKit PKPaymentButton)") })
        #expect(session.controls.contains("tap \"Buy with Apple Pay\""))
        let step = try session.tap("Buy with Apple Pay")
        #expect(step.screen.contains { $0.contains("Text \"UIKit no sheet, SwiftUI none, wallet none\"") }, "\(step.screen)")
        #expect(step.notes.contains { $0.contains("PKPaymentAuthorizationController asks to show the Apple Pay sheet") })
    }

    @Test func theSwiftUIButtonsRunTheirActions() throws {
        let session = Session(Checkout())
        #expect(session.screen.contains { $0.contains("PayWithApplePayButton \"Pay with Apple Pay\"") })
        try session.tap("Pay with Apple Pay")
        let step = try session.tap("Add to Apple Wallet")
        #expect(step.screen.contains { $0.contains("Text \"UIKit none, SwiftUI set up, wallet not added\"") }, "\(step.screen)")
        #expect(step.notes.contains { $0.contains("AddPassToWalletButton asks Wallet to add 0 passes") })
    }

    @Test func paymentsCannotBeMadeAndTheSheetIsNotPresented() async {
        #expect(!PKPaymentAuthorizationController.canMakePayments())
        #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa, .masterCard]))
        #expect(!PKPaymentAuthorizationViewController.canMakePayments())
        let request = PKPaymentRequest()
        request.supportedNetworks = [.visa]
        #expect(PKPaymentAuthorizationViewController(paymentRequest: request) == nil)
        let controller = PKPaymentAuthorizationController(paymentRequest: request)
        var presented: Bool?
        controller.present { presented = $0 }
        #expect(presented == false)
        let shown: Bool = await controller.present()
        #expect(!shown)
        let result = PKPaymentAuthorizationResult(status: .failure, errors: nil)
        #expect(result.status == .failure && result.errors.isEmpty)
        #expect(PKPaymentButton(paymentButtonType: .checkout, paymentButtonStyle: .automatic).currentTitle == "Check out with Apple Pay")
        #expect(PKAddPassButton(addPassButtonStyle: .black).currentTitle == "Add to Apple Wallet")
    }

    @Test func noPassIsReadHeldOrAdded() async throws {
        #expect(throws: PKPassKitError(.invalidDataError)) { try PKPass(data: Data("{}".utf8)) }
        do {
            _ = try PKPass(data: Data())
            Issue.record("a pass was read")
        } catch {
            let error = error as NSError
            #expect(error.domain == PKPassKitErrorDomain && error.code == 1)
        }
        #expect(PKPassLibrary.isPassLibraryAvailable())
        let library = PKPassLibrary()
        #expect(library.passes().isEmpty && library.passes(of: .barcode).isEmpty)
        var status: PKPassLibraryAddPassesStatus?
        library.addPasses([]) { status = $0 }
        #expect(status == .didCancelAddPasses)
        #expect(await library.addPasses([]) == .didCancelAddPasses)
        #expect(!PKAddPassesViewController.canAddPasses())
    }
}

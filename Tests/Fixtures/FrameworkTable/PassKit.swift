import PassKit
import SwiftUI

// script: tap "Buy with Apple Pay"
// script: tap "Pay with Apple Pay"
// claim: Text "PassKit: pay false, UIKit no sheet, SwiftUI no sheet, pass invalidDataError"
// claim: CheckoutButton (UIKit PKPaymentButton)
// claim: effect: PKPaymentAuthorizationController asks to show the Apple Pay sheet
struct CheckoutButton: UIViewRepresentable {
    @Binding var outcome: String

    static func request() -> PKPaymentRequest {
        let request = PKPaymentRequest()
        request.merchantIdentifier = "merchant.com.example.shop"
        request.countryCode = "US"
        request.currencyCode = "USD"
        request.supportedNetworks = [.visa, .masterCard]
        request.merchantCapabilities = .capability3DS
        request.paymentSummaryItems = [PKPaymentSummaryItem(label: "Shop", amount: NSDecimalNumber(string: "4.99"))]
        return request
    }

    func makeUIView(context: Context) -> PKPaymentButton {
        let button = PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .black)
        button.addTarget(context.coordinator, action: #selector(Coordinator.pay), for: .touchUpInside)
        return button
    }

    func updateUIView(_ uiView: PKPaymentButton, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(outcome: $outcome) }

    final class Coordinator: NSObject, PKPaymentAuthorizationControllerDelegate {
        @Binding var outcome: String

        init(outcome: Binding<String>) { _outcome = outcome }

        @objc func pay() {
            let controller = PKPaymentAuthorizationController(paymentRequest: CheckoutButton.request())
            controller.delegate = self
            controller.present { presented in self.outcome = presented ? "sheet" : "no sheet" }
        }

        func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {}
    }
}

struct PassKitRow: View {
    @State private var uiKit = "?"
    @State private var swiftUI = "?"
    @State private var pass = "?"

    var body: some View {
        VStack {
            Text("PassKit: pay \(PKPaymentAuthorizationController.canMakePayments()), UIKit \(uiKit), SwiftUI \(swiftUI), pass \(pass)")
            CheckoutButton(outcome: $uiKit)
            PayWithApplePayButton(.plain) {
                PKPaymentAuthorizationController(paymentRequest: CheckoutButton.request()).present { presented in
                    swiftUI = presented ? "sheet" : "no sheet"
                }
            }
            .payWithApplePayButtonStyle(.automatic)
        }
        .onAppear {
            do {
                _ = try PKPass(data: Data())
                pass = "read"
            } catch PKPassKitError.invalidDataError {
                pass = "invalidDataError"
            } catch {
                pass = "other"
            }
        }
    }
}

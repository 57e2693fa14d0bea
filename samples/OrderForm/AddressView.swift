//
//  AddressView.swift
//  OrderForm
//

import SwiftUI

struct AddressView: View {
    @ObservedObject var order: Order

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $order.name)
                    .textContentType(.name)
                TextField("Street Address", text: $order.streetAddress)
                    .textContentType(.streetAddressLine1)
                TextField("City", text: $order.city)
                    .textContentType(.addressCity)
                TextField("Zip", text: $order.zip)
                    .textContentType(.postalCode)
                    .keyboardType(.numberPad)
            }

            Section {
                NavigationLink("Check out") {
                    CheckoutView(order: order)
                }
            }
            .disabled(order.hasValidAddress == false)
        }
        .navigationTitle("Delivery details")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    NavigationStack {
        AddressView(order: Order())
    }
}

import CryptoKit
import SwiftUI

// script: tap "Seal"
// claim: Text "CryptoKit: ba7816bf, opened Dear diary"
struct CryptoKitRow: View {
    @State private var opened = "nothing"

    var body: some View {
        VStack {
            Text("CryptoKit: \(SHA256.hash(data: Data("abc".utf8)).map { String(format: "%02x", $0) }.joined().prefix(8)), opened \(opened)")
            Button("Seal") {
                let key = SymmetricKey(size: .bits256)
                if let box = try? AES.GCM.seal(Data("Dear diary".utf8), using: key), let data = try? AES.GCM.open(box, using: key) {
                    opened = String(decoding: data, as: UTF8.self)
                }
            }
        }
    }
}

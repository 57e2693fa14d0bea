import CoreLocation
import MapKit
import SwiftUI

// claim: Map
// claim: Text "MapKit: notDetermined, 111 km"
struct MapKitRow: View {
    private let manager = CLLocationManager()

    var body: some View {
        VStack {
            Map(
                initialPosition: .region(
                    MKCoordinateRegion(center: .init(latitude: 0, longitude: 0), span: .init(latitudeDelta: 1, longitudeDelta: 1)))
            )
            .mapControls { MapCompass() }
            Text("MapKit: \(status), \(kilometres) km")
        }
    }

    private var status: String { manager.authorizationStatus == .notDetermined ? "notDetermined" : "other" }

    private var kilometres: Int {
        Int(CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 1, longitude: 0)) / 1000)
    }
}

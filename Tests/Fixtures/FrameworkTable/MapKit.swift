import CoreLocation
import MapKit
import SwiftUI

// claim: Map
// claim: PinsMap (UIKit MKMapView)
// claim: Text "MapKit: a new map view holds 0 pins"
// claim: Text "MapKit: notDetermined, 111 km"
/// UIKit's map, as apps with many pins wrap it.
struct PinsMap: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        let pin = MKPointAnnotation()
        pin.coordinate = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
        map.addAnnotation(pin)
        return map
    }
    func updateUIView(_ map: MKMapView, context: Context) {}
}

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
            PinsMap()
            Text("MapKit: a new map view holds \(MKMapView().annotations.count) pins")
        }
    }

    private var status: String { manager.authorizationStatus == .notDetermined ? "notDetermined" : "other" }

    private var kilometres: Int {
        Int(CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 1, longitude: 0)) / 1000)
    }
}

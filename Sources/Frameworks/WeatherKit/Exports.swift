/// Apple's WeatherKit, as dataflow supplies it: see the module's other files. As in the SDK,
/// importing WeatherKit does not bring CoreLocation's names: an app that makes a `CLLocation`
/// imports CoreLocation itself, as it must on a device.
@_exported import DataFlow
import Foundation

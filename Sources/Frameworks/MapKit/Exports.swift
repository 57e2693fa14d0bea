/// Apple's MapKit, as dataflow supplies it: see the module's other files. As in the SDK,
/// importing MapKit brings CoreLocation's names along.
@_exported import DataFlow
@_exported import DataFlowCoreLocation

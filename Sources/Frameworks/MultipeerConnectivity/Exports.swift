/// Apple's MultipeerConnectivity, as dataflow supplies it: sessions with nearby devices, on a
/// phone with no other device near (D19). See the module's other files.
@_exported import DataFlow

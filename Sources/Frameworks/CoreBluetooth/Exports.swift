/// Apple's CoreBluetooth, as dataflow supplies it: Bluetooth Low Energy on a phone whose user has
/// not answered the app's Bluetooth prompt (D19). See the module's other files.
@_exported import DataFlow

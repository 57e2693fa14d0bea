/// Apple's PassKit (Apple Pay and Wallet passes), as dataflow supplies it: see the module's other
/// files.
@_exported import DataFlow

/// Apple's SafariServices (the in-app Safari view), as dataflow supplies it: see the module's
/// other files.
@_exported import DataFlow

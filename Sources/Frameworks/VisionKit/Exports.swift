/// Apple's VisionKit (the document camera and data scanner), as dataflow supplies it: see
/// the module's other files.
@_exported import DataFlow
@_exported import DataFlowVision

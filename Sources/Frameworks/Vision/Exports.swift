/// Apple's Vision (image analysis), as dataflow supplies it: see the module's other files. As
/// in the SDK, importing Vision brings CoreImage's names along (requests take `CIImage`s).
@_exported import DataFlow
@_exported import DataFlowCoreImage

/// Apple's PhotosUI, as dataflow supplies it: see the module's other files. As in the SDK,
/// importing PhotosUI brings the Photos framework's names along.
@_exported import DataFlow
@_exported import DataFlowPhotos

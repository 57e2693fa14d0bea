/// Apple's AVKit, as dataflow supplies it: see the module's other files. As in the SDK,
/// importing AVKit brings AVFoundation's names along.
@_exported import DataFlow
@_exported import DataFlowAVFoundation

/// Apple's AVFoundation, as dataflow supplies it: see the module's other files. As in the SDK,
/// importing AVFoundation brings AVFAudio's names along.
@_exported import DataFlow
@_exported import DataFlowAVFAudio

/// Apple's AVFAudio (audio playback, recording and speech; AVFoundation brings it along), as
/// dataflow supplies it: see the module's other files.
@_exported import DataFlow

/// Apple's AlarmKit (iOS 26), as dataflow supplies it: see the module's other files.
@_exported import DataFlow
import DataFlowActivityKit
import DataFlowAppIntents

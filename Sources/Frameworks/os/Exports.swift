/// Apple's `os` module, as dataflow supplies it: the unified log (`Logger`, `os_log`, from the
/// OSLog module it re-exports, as on a device) and `OSAllocatedUnfairLock`.
@_exported import DataFlowOSLog

/// Apple's MessageUI (the mail and message composers), as dataflow supplies it: see the module's
/// other files.
@_exported import DataFlow

/// Apple's ContactsUI, as dataflow supplies it: see the module's other files.
@_exported import DataFlow
@_exported import DataFlowContacts

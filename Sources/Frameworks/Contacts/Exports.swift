/// Apple's Contacts, as dataflow supplies it: the address book, as an app nobody allowed in sees
/// it (D19). See the module's other files.
@_exported import DataFlow

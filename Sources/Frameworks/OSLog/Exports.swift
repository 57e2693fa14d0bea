/// Apple's unified logging (`import OSLog`, `import os`), as dataflow supplies it: see the
/// module's other files.
@_exported import DataFlow

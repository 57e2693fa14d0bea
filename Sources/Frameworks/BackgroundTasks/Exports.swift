/// Apple's BackgroundTasks, as dataflow supplies it: see the module's other files.
@_exported import DataFlow

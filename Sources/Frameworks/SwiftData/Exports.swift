/// Apple's SwiftData, as dataflow supplies it: models in memory, one context per container,
/// `@Query` following its context (RULES §30). See the module's other files.
@_exported import DataFlow

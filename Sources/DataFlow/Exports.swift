/// What `import SwiftUI` brings besides SwiftUI itself: Foundation's everyday names (`UUID`,
/// `Date`, `URL`) and Observation's `@Observable`, as Apple's SwiftUI module re-exports them. A view
/// pasted from an app compiles against DataFlow without adding imports. On Linux, `URLSession`
/// and `URLRequest` live in FoundationNetworking; Apple's Foundation has them, so it comes along.
@_exported import Foundation
@_exported import Observation

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

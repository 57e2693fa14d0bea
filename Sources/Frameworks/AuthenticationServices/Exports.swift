/// Apple's AuthenticationServices (Sign in with Apple, passwords, web sign-in), as dataflow
/// supplies it: see the module's other files.
@_exported import DataFlow

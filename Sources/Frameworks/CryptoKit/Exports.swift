/// Apple's CryptoKit, as dataflow supplies it: see the module's other files. As on a device,
/// a file that imports CryptoKit sees Security's names too (`SecRandomCopyBytes` for a nonce):
/// apps of 2025-26 compile in Xcode that way.
@_exported import DataFlow
@_exported import DataFlowSecurity

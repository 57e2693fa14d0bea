import Foundation

/// A key for symmetric cryptography. A new key's bytes come from the run's seeded generator, so a
/// run that makes a key and encrypts gives the same bytes every time (D14).
public struct SymmetricKey: ContiguousBytes, Sendable {
    let bytes: [UInt8]

    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }

    public init(size: SymmetricKeySize) {
        var generator = _RunRandomGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    public var bitCount: Int { bytes.count * 8 }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}

extension SymmetricKey: Equatable {
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool { lhs.bytes == rhs.bytes }
}

public struct SymmetricKeySize: Sendable {
    public let bitCount: Int
    public init(bitCount: Int) { self.bitCount = bitCount }
    public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
    public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
    public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }
}

/// What CryptoKit throws.
public enum CryptoKitError: Error, Equatable, Sendable {
    case incorrectKeySize
    case incorrectParameterSize
    case authenticationFailure
    case underlyingCoreCryptoError(error: Int32)
    case wrapFailure
    case unwrapFailure
    case invalidParameter
}

// MARK: HMAC

/// A message authentication code (RFC 2104) over one of the hash functions.
public struct HMAC<H: HashFunction> {
    private var inner: H
    private let outerKey: [UInt8]

    public init(key: SymmetricKey) {
        var block = key.bytes.count > H.blockByteCount ? Array(H.hash(data: key.bytes)) : key.bytes
        block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
        inner = H()
        inner.update(data: block.map { $0 ^ 0x36 })
        outerKey = block.map { $0 ^ 0x5c }
    }

    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    public func finalize() -> HashedAuthenticationCode<H> {
        var outer = H()
        outer.update(data: outerKey)
        outer.update(data: Array(inner.finalize()))
        return HashedAuthenticationCode(bytes: Array(outer.finalize()))
    }

    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> HashedAuthenticationCode<H> {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    public static func isValidAuthenticationCode<D: DataProtocol>(
        _ authenticationCode: HashedAuthenticationCode<H>, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        Self.authenticationCode(for: authenticatedData, using: key) == authenticationCode
    }

    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
        _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        authenticationCode.withUnsafeBytes { Array($0) } == Self.authenticationCode(for: authenticatedData, using: key).bytes
    }
}

/// An HMAC's output.
public struct HashedAuthenticationCode<H: HashFunction>: Hashable, Sequence, ContiguousBytes, CustomStringConvertible, Sendable {
    let bytes: [UInt8]
    public static var byteCount: Int { H.byteCount }
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    public var description: String { "HMAC with \(H.self): " + bytes.map { String(format: "%02x", $0) }.joined() }
}

// MARK: HKDF

/// Key derivation (RFC 5869): extract a pseudorandom key, expand it to the length asked for.
public struct HKDF<H: HashFunction> {
    public static func deriveKey<Salt: DataProtocol, Info: DataProtocol>(
        inputKeyMaterial: SymmetricKey, salt: Salt, info: Info, outputByteCount: Int
    ) -> SymmetricKey {
        expand(pseudoRandomKey: extract(inputKeyMaterial: inputKeyMaterial, salt: salt), info: info, outputByteCount: outputByteCount)
    }

    public static func deriveKey<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt, outputByteCount: Int) -> SymmetricKey {
        deriveKey(inputKeyMaterial: inputKeyMaterial, salt: salt, info: [UInt8](), outputByteCount: outputByteCount)
    }

    public static func deriveKey<Info: DataProtocol>(inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int) -> SymmetricKey {
        deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info, outputByteCount: outputByteCount)
    }

    public static func deriveKey(inputKeyMaterial: SymmetricKey, outputByteCount: Int) -> SymmetricKey {
        deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: [UInt8](), outputByteCount: outputByteCount)
    }

    public static func extract<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt?) -> HashedAuthenticationCode<H> {
        var bytes: [UInt8] = []
        if let salt { bytes = Array(salt) }
        return HMAC<H>.authenticationCode(
            for: inputKeyMaterial.bytes, using: SymmetricKey(data: bytes.isEmpty ? [UInt8](repeating: 0, count: H.byteCount) : bytes))
    }

    public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(pseudoRandomKey prk: PRK, info: Info?, outputByteCount: Int) -> SymmetricKey {
        let key = SymmetricKey(data: prk)
        var infoBytes: [UInt8] = []
        if let info { infoBytes = Array(info) }
        var output: [UInt8] = []
        var previous: [UInt8] = []
        var counter: UInt8 = 1
        while output.count < outputByteCount {
            previous = Array(HMAC<H>.authenticationCode(for: previous + infoBytes + [counter], using: key))
            output += previous
            counter &+= 1
        }
        return SymmetricKey(data: Array(output.prefix(outputByteCount)))
    }
}

import DataFlowCryptoKit
import Foundation
import Testing

private func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

private func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        result.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
    }
    return result
}

/// CryptoKit computes what a device computes: the standards' own test vectors (FIPS 180-4's
/// "abc", RFC 1321, RFC 4231, RFC 5869, the GCM specification's test cases).
@Suite struct CryptoKitTests {
    @Test func digestsMatchTheStandards() {
        let abc = Data("abc".utf8)
        #expect(hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex(SHA384.hash(data: abc)) == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(
            hex(SHA512.hash(data: abc))
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Two blocks: a message longer than one block after padding.
        let long = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA256.hash(data: long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hash(data: abc).description.hasPrefix("SHA256 digest: ba7816bf"))
    }

    @Test func anIncrementalHashIsTheWholeHash() {
        var hasher = SHA256()
        hasher.update(data: Data("ab".utf8))
        hasher.update(data: Data("c".utf8))
        #expect(hasher.finalize() == SHA256.hash(data: Data("abc".utf8)))
    }

    @Test func hmacAndHKDFMatchTheirRFCs() {
        let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8)))
        #expect(hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            HMAC<SHA256>.isValidAuthenticationCode(
                code, authenticating: Data("what do ya want for nothing?".utf8), using: SymmetricKey(data: Data("Jefe".utf8))))
        let key = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: [UInt8](repeating: 0x0b, count: 22)), salt: bytes("000102030405060708090a0b0c"),
            info: bytes("f0f1f2f3f4f5f6f7f8f9"), outputByteCount: 42)
        #expect(key.withUnsafeBytes { hex($0) } == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    }

    @Test func aesGCMSealsAsTheSpecificationsTestCases() throws {
        let plaintext = bytes(
            "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255")
        let nonce = try AES.GCM.Nonce(data: bytes("cafebabefacedbaddecaf888"))
        let box128 = try AES.GCM.seal(plaintext, using: SymmetricKey(data: bytes("feffe9928665731c6d6a8f9467308308")), nonce: nonce)
        #expect(
            hex(box128.ciphertext)
                == "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985")
        #expect(hex(box128.tag) == "4d5c2af327cd64a62cf35abd2ba6fab4")
        let key256 = SymmetricKey(data: bytes("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"))
        let box256 = try AES.GCM.seal(plaintext, using: key256, nonce: nonce)
        #expect(
            hex(box256.ciphertext)
                == "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad")
        #expect(hex(box256.tag) == "b094dac5d93471bdec1a502270e3cc6c")
    }

    @Test func whatIsSealedOpensWithItsKeyAndNoOther() throws {
        let key = SymmetricKey(size: .bits256)
        let sealed = try AES.GCM.seal(Data("Dear diary".utf8), using: key)
        let combined = try #require(sealed.combined)
        let reopened = try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key)
        #expect(String(decoding: reopened, as: UTF8.self) == "Dear diary")
        #expect(throws: CryptoKitError.authenticationFailure) { try AES.GCM.open(sealed, using: SymmetricKey(size: .bits256)) }
        var tampered = combined
        tampered[13] ^= 1
        #expect(throws: CryptoKitError.authenticationFailure) { try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: key) }
    }
}

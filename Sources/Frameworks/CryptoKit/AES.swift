import Foundation

/// AES (FIPS 197) and its GCM mode (NIST SP 800-38D), as CryptoKit's `AES.GCM` seals and opens:
/// the same key, nonce and data give a device's bytes, so data an app encrypted and stored
/// decrypts, and a wrong key or altered data fails with `authenticationFailure`.
public enum AES {
    /// The block cipher: a key's round keys, and one block encrypted (GCM needs no decryption).
    struct BlockCipher {
        private let roundKeys: [[UInt8]]

        init(key: [UInt8]) throws(CryptoKitError) {
            guard [16, 24, 32].contains(key.count) else { throw .incorrectKeySize }
            roundKeys = Self.expand(key)
        }

        /// The S-box, computed from its definition: the multiplicative inverse in GF(2^8),
        /// then the affine map.
        static let sbox: [UInt8] = {
            var box = [UInt8](repeating: 0, count: 256)
            for value in 0..<256 {
                let inverse = value == 0 ? 0 : (1..<256).first { multiply(UInt8(value), UInt8($0)) == 1 }!
                var byte = UInt8(inverse)
                var result = byte
                for _ in 0..<4 {
                    byte = byte << 1 | byte >> 7
                    result ^= byte
                }
                box[value] = result ^ 0x63
            }
            return box
        }()

        static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
            var (a, b, product) = (a, b, UInt8(0))
            while b != 0 {
                if b & 1 != 0 { product ^= a }
                a = (a << 1) ^ (a & 0x80 != 0 ? 0x1b : 0)
                b >>= 1
            }
            return product
        }

        private static func expand(_ key: [UInt8]) -> [[UInt8]] {
            let nk = key.count / 4
            let rounds = nk + 6
            var words: [[UInt8]] = (0..<nk).map { Array(key[4 * $0..<4 * $0 + 4]) }
            var rcon: UInt8 = 1
            for index in nk..<4 * (rounds + 1) {
                var word = words[index - 1]
                if index % nk == 0 {
                    word = [sbox[Int(word[1])] ^ rcon, sbox[Int(word[2])], sbox[Int(word[3])], sbox[Int(word[0])]]
                    rcon = multiply(rcon, 2)
                } else if nk > 6 && index % nk == 4 {
                    word = word.map { sbox[Int($0)] }
                }
                words.append(zip(words[index - nk], word).map { $0 ^ $1 })
            }
            return (0...rounds).map { round in (0..<4).flatMap { words[4 * round + $0] } }
        }

        func encrypt(_ block: [UInt8]) -> [UInt8] {
            var state = zip(block, roundKeys[0]).map { $0 ^ $1 }
            let sbox = Self.sbox
            for round in 1..<roundKeys.count {
                state = state.map { sbox[Int($0)] }
                // ShiftRows: the state is column-major, byte r + 4c.
                var shifted = state
                for row in 1..<4 {
                    for column in 0..<4 { shifted[row + 4 * column] = state[row + 4 * ((column + row) % 4)] }
                }
                state = shifted
                if round < roundKeys.count - 1 {
                    for column in 0..<4 {
                        let c = Array(state[4 * column..<4 * column + 4])
                        let m = Self.multiply
                        state[4 * column] = m(c[0], 2) ^ m(c[1], 3) ^ c[2] ^ c[3]
                        state[4 * column + 1] = c[0] ^ m(c[1], 2) ^ m(c[2], 3) ^ c[3]
                        state[4 * column + 2] = c[0] ^ c[1] ^ m(c[2], 2) ^ m(c[3], 3)
                        state[4 * column + 3] = m(c[0], 3) ^ c[1] ^ c[2] ^ m(c[3], 2)
                    }
                }
                state = zip(state, roundKeys[round]).map { $0 ^ $1 }
            }
            return state
        }
    }

    public enum GCM {
        /// A 12-byte nonce; a new one's bytes come from the run's seeded generator (D14).
        public struct Nonce: ContiguousBytes, Sequence, Sendable {
            let bytes: [UInt8]

            public init() {
                var generator = _RunRandomGenerator()
                bytes = (0..<12).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }

            public init<D: DataProtocol>(data: D) throws {
                guard data.count >= 12 else { throw CryptoKitError.incorrectParameterSize }
                bytes = Array(data)
            }

            public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
            public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        }

        /// What sealing makes: the nonce, the ciphertext and the 16-byte tag.
        public struct SealedBox: Sendable {
            public let nonce: Nonce
            public let ciphertext: Data
            public let tag: Data

            /// nonce ‖ ciphertext ‖ tag, for a 12-byte nonce.
            public var combined: Data? { nonce.bytes.count == 12 ? Data(nonce.bytes) + ciphertext + tag : nil }

            public init<D: DataProtocol>(combined: D) throws {
                let bytes = Array(combined)
                guard bytes.count >= 28 else { throw CryptoKitError.incorrectParameterSize }
                nonce = try Nonce(data: bytes[0..<12])
                ciphertext = Data(bytes[12..<(bytes.count - 16)])
                tag = Data(bytes[(bytes.count - 16)...])
            }

            public init<C: DataProtocol, T: DataProtocol>(nonce: Nonce, ciphertext: C, tag: T) throws {
                guard tag.count == 16 else { throw CryptoKitError.incorrectParameterSize }
                self.nonce = nonce
                self.ciphertext = Data(ciphertext)
                self.tag = Data(tag)
            }

            init(nonce: Nonce, ciphertextBytes: [UInt8], tagBytes: [UInt8]) {
                self.nonce = nonce
                ciphertext = Data(ciphertextBytes)
                tag = Data(tagBytes)
            }
        }

        public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil) throws -> SealedBox {
            try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
        }

        public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
            _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AuthenticatedData
        ) throws -> SealedBox {
            let nonce = nonce ?? Nonce()
            let cipher = try BlockCipher(key: key.bytes)
            let (counter, hashKey) = start(cipher, nonce: nonce.bytes)
            let ciphertext = ctr(cipher, Array(message), from: increment(counter))
            let tag = zip(cipher.encrypt(counter), ghash(hashKey, Array(authenticatedData), ciphertext)).map { $0 ^ $1 }
            return SealedBox(nonce: nonce, ciphertextBytes: ciphertext, tagBytes: tag)
        }

        public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
            try open(sealedBox, using: key, authenticating: [UInt8]())
        }

        public static func open<AuthenticatedData: DataProtocol>(
            _ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData
        ) throws -> Data {
            let cipher = try BlockCipher(key: key.bytes)
            let (counter, hashKey) = start(cipher, nonce: sealedBox.nonce.bytes)
            let ciphertext = Array(sealedBox.ciphertext)
            let tag = zip(cipher.encrypt(counter), ghash(hashKey, Array(authenticatedData), ciphertext)).map { $0 ^ $1 }
            guard tag == Array(sealedBox.tag) else { throw CryptoKitError.authenticationFailure }
            return Data(ctr(cipher, ciphertext, from: increment(counter)))
        }

        /// The first counter block (J0) and the hash key H = E(K, 0¹²⁸).
        private static func start(_ cipher: BlockCipher, nonce: [UInt8]) -> ([UInt8], [UInt8]) {
            let hashKey = cipher.encrypt([UInt8](repeating: 0, count: 16))
            if nonce.count == 12 { return (nonce + [0, 0, 0, 1], hashKey) }
            return (ghash(hashKey, [], nonce), hashKey)
        }

        private static func increment(_ block: [UInt8]) -> [UInt8] {
            var block = block
            for index in stride(from: 15, through: 12, by: -1) {
                block[index] &+= 1
                if block[index] != 0 { break }
            }
            return block
        }

        private static func ctr(_ cipher: BlockCipher, _ input: [UInt8], from counter: [UInt8]) -> [UInt8] {
            var output: [UInt8] = []
            output.reserveCapacity(input.count)
            var counter = counter
            for start in stride(from: 0, to: input.count, by: 16) {
                let stream = cipher.encrypt(counter)
                for index in start..<min(start + 16, input.count) { output.append(input[index] ^ stream[index - start]) }
                counter = increment(counter)
            }
            return output
        }

        /// GHASH over the authenticated data and the ciphertext, each padded to blocks, then
        /// their lengths in bits.
        private static func ghash(_ hashKey: [UInt8], _ additional: [UInt8], _ ciphertext: [UInt8]) -> [UInt8] {
            func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (16 - bytes.count % 16) % 16) }
            func lengthBytes(_ count: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: UInt64(count * 8) >> (56 - 8 * UInt64($0))) } }
            let data = padded(additional) + padded(ciphertext) + lengthBytes(additional.count) + lengthBytes(ciphertext.count)
            var y = [UInt8](repeating: 0, count: 16)
            for start in stride(from: 0, to: data.count, by: 16) {
                y = multiply(zip(y, data[start..<start + 16]).map { $0 ^ $1 }, hashKey)
            }
            return y
        }

        /// Multiplication in GF(2^128) with GCM's bit order.
        private static func multiply(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
            var z = [UInt8](repeating: 0, count: 16)
            var v = y
            for index in 0..<128 {
                if x[index / 8] & (0x80 >> UInt8(index % 8)) != 0 { z = zip(z, v).map { $0 ^ $1 } }
                let carry = v[15] & 1
                for byte in stride(from: 15, to: 0, by: -1) { v[byte] = v[byte] >> 1 | v[byte - 1] << 7 }
                v[0] >>= 1
                if carry != 0 { v[0] ^= 0xe1 }
            }
            return z
        }
    }
}

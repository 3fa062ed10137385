internal import COpenSSL

/// AES-128 in counter mode from OpenSSL's EVP interface (`EVP_aes_128_ctr`).
///
/// The 16-byte iv is the whole initial counter block, incremented as one 128-bit big-endian
/// number, which is what Web3 secret storage (and zilliqa-js, pyzil, gozilliqa) mean by it.
/// Encryption and decryption are the same operation.
enum AES128CTR {
    /// `input` XORed with the key stream of `key` from counter `iv`, or nil when OpenSSL fails
    /// (it only does so when it cannot allocate). `key` and `iv` must be 16 bytes each.
    static func apply(key: [UInt8], iv: [UInt8], _ input: [UInt8]) -> [UInt8]? {
        precondition(key.count == 16 && iv.count == 16, "AES-128-CTR takes a 16-byte key and a 16-byte iv")
        guard let inputLength = Int32(exactly: input.count), let context = EVP_CIPHER_CTX_new() else { return nil }
        // Freeing the context also cleanses the expanded key schedule it holds.
        defer { EVP_CIPHER_CTX_free(context) }
        guard EVP_EncryptInit_ex(context, EVP_aes_128_ctr(), nil, key, iv) == 1 else { return nil }
        // A stream mode writes exactly as many bytes as it reads; one spare block keeps
        // `EVP_EncryptFinal_ex` inside the buffer whatever it does.
        var output = [UInt8](repeating: 0, count: input.count + 16)
        var written: Int32 = 0
        var finalWritten: Int32 = 0
        let ok = output.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress,
                EVP_EncryptUpdate(context, base, &written, input, inputLength) == 1,
                EVP_EncryptFinal_ex(context, base + Int(written), &finalWritten) == 1
            else { return false }
            return true
        }
        guard ok, Int(written) + Int(finalWritten) == input.count else {
            output.zeroize()
            return nil
        }
        output.removeLast(output.count - input.count)
        return output
    }
}

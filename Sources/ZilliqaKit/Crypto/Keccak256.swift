internal import CKeccak

/// Keccak-256 as Ethereum uses it (original Keccak padding, not NIST SHA3-256), from Crypto++.
///
/// ```swift
/// Keccak256.hash([UInt8]())   // c5d24601…5d85a470
/// ```
public enum Keccak256 {
    /// The 32-byte digest of `bytes`.
    public static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let input = Array(bytes)
        input.withUnsafeBufferPointer { buffer in
            digest.withUnsafeMutableBufferPointer { out in
                zhip_keccak256(buffer.baseAddress, buffer.count, out.baseAddress)
            }
        }
        return digest
    }
}

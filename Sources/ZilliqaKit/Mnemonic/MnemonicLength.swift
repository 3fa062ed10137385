/// How many words a BIP-39 phrase has: 12 (128 bits of entropy) to 24 (256 bits).
public enum MnemonicLength: Int, Sendable, Hashable, CaseIterable {
    case twelve = 12
    case fifteen = 15
    case eighteen = 18
    case twentyOne = 21
    case twentyFour = 24

    /// The bytes of entropy the phrase encodes: 16 to 32.
    public var entropyBytes: Int { rawValue * 11 * 32 / 33 / 8 }

    /// The checksum bits after the entropy: one per 32 bits of entropy.
    var checksumBits: Int { entropyBytes / 4 }

    /// The length with `entropyBytes` bytes of entropy, or nil.
    init?(entropyBytes: Int) {
        guard let length = Self.allCases.first(where: { $0.entropyBytes == entropyBytes }) else { return nil }
        self = length
    }
}

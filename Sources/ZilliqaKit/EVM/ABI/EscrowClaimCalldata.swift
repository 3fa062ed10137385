/// The call data of the migration escrow's `claim` as Zilliqa's official recovery tool writes it, read
/// as `escrow_v1.sol` lays it out (docs/zq2-escrow.md): the selector cf1c9461, then 12 words: the
/// proof's pA (2), pB (2 x 2) and pC (2), and the public signals (4): the old address, the new
/// address, the chain id, and a fourth the proof covers.
///
/// ```swift
/// let claim = try EscrowClaimCalldata(text: "0xcf1c9461…")
/// claim.oldAddress.bech32     // the legacy account whose lodged ZIL is claimed
/// claim.newAddress            // the EVM account paid
/// claim.chainID               // must be the network's EVM chain id, or the contract refuses it
/// ```
public struct EscrowClaimCalldata: Sendable, Hashable {
    /// The length of a claim's call data: 4 + 12 x 32 bytes.
    public static let byteCount = 4 + 12 * 32
    /// The most characters a claim's text may have: `0x`, its hex digits, and white space around them.
    public static let maximumTextLength = 4096

    /// The call data, unchanged.
    public let bytes: [UInt8]
    /// pubSignals[0]: the legacy account whose lodged balance is paid out.
    public let oldAddress: Address
    /// pubSignals[1]: the account paid.
    public let newAddress: EVMAddress
    /// pubSignals[2]: the chain the claim is for (`require(pubSignals[2] == block.chainid)`).
    public let chainID: UInt256

    /// The claim `bytes` spell.
    /// - Throws: ``EscrowClaimCalldataError`` for another length or function, or a signal that is
    ///   not a clean address (the contract would truncate it to another account).
    public init(bytes: [UInt8]) throws(EscrowClaimCalldataError) {
        guard bytes.count == Self.byteCount else { throw .wrongLength(bytes.count) }
        guard bytes.starts(with: MigrationEscrow.claimSelector) else { throw .notAClaim(Hex.encode(bytes.prefix(4))) }
        let signals = ABIReader(Array(bytes.dropFirst(4 + 8 * 32)))
        guard let old = try? signals.word(at: 0), let new = try? signals.word(at: 1),
            old.prefix(12).allSatisfy({ $0 == 0 }), new.prefix(12).allSatisfy({ $0 == 0 }),
            let oldAddress = try? Address(bytes: Array(old.suffix(20))),
            let newAddress = try? EVMAddress(bytes: Array(new.suffix(20))),
            let chainID = try? signals.uint256(at: 2)
        else { throw .notAddresses }
        self.bytes = bytes
        self.oldAddress = oldAddress
        self.newAddress = newAddress
        self.chainID = chainID
    }

    /// The claim written as `0x` and hex digits (white space around them ignored).
    /// - Throws: ``EscrowClaimCalldataError/notHex`` for other text, and what ``init(bytes:)`` throws.
    public init(text: String) throws(EscrowClaimCalldataError) {
        guard text.utf8.count <= Self.maximumTextLength else { throw .tooLong(text.utf8.count) }
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X"), let bytes = try? Hex.decode(trimmed.dropFirst(2))
        else { throw .notHex }
        try self.init(bytes: bytes)
    }
}

/// Why call data is not a migration escrow claim the wallet sends; each says what is wrong.
public enum EscrowClaimCalldataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is longer than ``EscrowClaimCalldata/maximumTextLength``.
    case tooLong(Int)
    /// The text is not `0x` and hex digits.
    case notHex
    /// The call data is not 388 bytes.
    case wrongLength(Int)
    /// The call data calls another function (its selector).
    case notAClaim(String)
    /// The old or new address signal has bytes above its 20.
    case notAddresses

    public var description: String {
        switch self {
        case .tooLong(let count):
            "the claim is \(count) characters, more than the \(EscrowClaimCalldata.maximumTextLength) a claim's "
                + "0x text has"
        case .notHex: "the claim is not 0x and hex digits, as the recovery tool writes it"
        case .wrongLength(let count):
            "the claim is \(count) bytes, not the \(EscrowClaimCalldata.byteCount) of claim(uint256[2],"
                + "uint256[2][2],uint256[2],uint256[4])"
        case .notAClaim(let selector):
            "the call data calls 0x\(selector), not the escrow's claim (0xcf1c9461)"
        case .notAddresses: "the claim's old or new address is not an address: the file is not a recovery tool claim"
        }
    }
}

extension EscrowClaimCalldata {
    /// The call data of a claim with these signals, laid out as `escrow_v1.sol` reads it: the
    /// selector, `proof`'s first 8 words as pA, pB and pC (zero words where fewer are given), then
    /// the old address, the new address, `chainID` and `lastSignal` (docs/zq2-escrow.md).
    ///
    /// ```swift
    /// let bytes = EscrowClaimCalldata.encode(proof: [1, 2], oldAddress: legacy, newAddress: evm, chainID: 32_769)
    /// ```
    public static func encode(
        proof: [UInt256], oldAddress: Address, newAddress: EVMAddress, chainID: UInt256, lastSignal: UInt256 = 1
    ) -> [UInt8] {
        let words = (0..<8).map { $0 < proof.count ? proof[$0] : .zero }
        let padding = [UInt8](repeating: 0, count: 12)
        return MigrationEscrow.claimSelector + words.flatMap { ABIValue.uint256($0).word } + padding
            + oldAddress.bytes + padding + newAddress.bytes + ABIValue.uint256(chainID).word
            + ABIValue.uint256(lastSignal).word
    }
}

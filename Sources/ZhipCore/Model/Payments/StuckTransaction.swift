public import ZilliqaKit

/// Why a pending EVM transaction is not being mined, and the command that fixes it (`tx status`,
/// `history`): queued behind a nonce its account has not used (the node mines nothing past a gap),
/// or priced below the network's gas price now (the node mines nothing below it).
///
/// ```swift
/// if let stuck = try await StuckLookUp(evmService: service).stuck(hash) { print(stuck, "—", stuck.fix) }
/// ```
public struct StuckTransaction: Sendable, Hashable, CustomStringConvertible {
    /// Why it waits.
    public enum Reason: Sendable, Hashable {
        /// Behind the nonces `gap` names.
        case queued(EVMNonceGap)
        /// At `price` a gas (type 2: its max fee), below the network's `network`.
        case underpriced(price: Wei, network: Wei)
    }

    public let hash: EVMHash
    public let reason: Reason

    public init(hash: EVMHash, reason: Reason) {
        self.hash = hash
        self.reason = reason
    }

    /// Why the pending transaction `details` shows waits, its account's next nonce (`latest` or
    /// `pending`, whichever is higher) being `nextNonce` and the network's gas price `networkPrice`;
    /// nil when it is next in line at a price the network takes, or mined.
    public init?(pending details: EVMTransactionDetails, nextNonce: UInt64, networkPrice: Wei) {
        guard details.isPending else { return nil }
        let gap = EVMNonceGap(nonce: details.nonce, nextNonce: nextNonce)
        if gap.count > 0 {
            self.init(hash: details.hash, reason: .queued(gap))
            return
        }
        let price = details.maxFeePerGas ?? details.gasPrice
        guard price < networkPrice else { return nil }
        self.init(hash: details.hash, reason: .underpriced(price: price, network: networkPrice))
    }

    /// `queued` or `underpriced`, as `--json` writes it.
    public var code: String {
        switch reason {
        case .queued: "queued"
        case .underpriced: "underpriced"
        }
    }

    public var description: String {
        switch reason {
        case .queued(let gap):
            "stuck: queued behind \(gap.missingNonces), which the account has not used"
        case .underpriced(let price, let network):
            "stuck: priced at \(price.formatted(in: .gwei)) gwei a gas, below the network's"
                + " \(network.formatted(in: .gwei)) gwei"
        }
    }

    /// The command that fixes it. Behind a gap the account's next payment takes the missing nonce
    /// (a speed-up or a cancel of this one would wait behind the same gap); priced too low, a
    /// replacement at the network's price.
    public var fix: String {
        switch reason {
        case .queued(let gap):
            "the account's next payment ('zhip-cli send') uses \(gap.missingNonces), and this one is mined right after;"
                + " do not send this payment again"
        case .underpriced:
            "'zhip-cli tx speedup \(hash.hex)' (or 'zhip-cli tx cancel \(hash.hex)' to pay nobody)"
        }
    }
}

import ZilliqaKit

/// A legacy (zil1) payment the network's era will not take: none at all once legacy transfers are
/// switched off, only lodgings into the migration escrow after that (`zq2-legacy-api.md` §7).
public struct LegacyEraRule: PaymentRule {
    public let name = "legacy-era"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.account == .legacy, let network = facts.network else { return }
        let safe = "your balance is safe and can still be read"
        switch facts.legacyTransfers {
        case .disabled?:
            throw PaymentRefusal(
                rule: name,
                reason: "\(network.displayName) no longer accepts legacy (zil1) transfers"
                    + "\(LegacyTransferForks.since(.disabled, on: network)): Zilliqa 2.0 switched them off",
                nextStep: "\(safe); it can move again once the network opens the migration escrow to legacy accounts"
                    + " (mainnet did at block 36,383,379), and new ZIL moves through the EVM (0x) account of the same"
                    + " key ('zhip-cli send --account evm')")
        case .escrowOnly? where facts.counterparty.address.bytes != Address.migrationEscrow.bytes:
            throw PaymentRefusal(
                rule: name,
                reason: "\(network.displayName) accepts legacy (zil1) transfers only into the migration escrow"
                    + "\(LegacyTransferForks.since(.escrowOnly, on: network)), so a payment to anyone else cannot go"
                    + " through",
                nextStep: "\(safe); to move it, lodge it into the migration escrow"
                    + " (\(Address.migrationEscrow.bech32)) and claim it with Zilliqa's official recovery tool, and let"
                    + " new ZIL come to the EVM (0x) account of the same key")
        default:
            return
        }
    }
}

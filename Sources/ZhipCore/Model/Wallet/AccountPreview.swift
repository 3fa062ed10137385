public import ZilliqaKit

/// One account a recovery phrase opens, as the restore scene lists it before saving: where it
/// is, both its addresses, and what each holds, so the person can tell which one has their funds.
public struct AccountPreview: Sendable, Equatable {
    /// The account's index in its preset (0 for the first); nil for a custom path.
    public let index: UInt32?
    /// The derivation path.
    public let path: DerivationPath
    /// The legacy address.
    public let address: Address
    /// The EVM address of the same key.
    public let evmAddress: EVMAddress
    /// What the legacy address holds; nil when the balances could not be read.
    public let balance: Amount?
    /// What the EVM address holds (read through the legacy API, which answers for its 20 bytes in Qa).
    public let evmBalance: Amount?

    /// How many accounts of a preset the scene lists.
    public static let presetCount = 5

    /// The accounts at `paths` of `phrase` with their balances, asked in one batched request
    /// (`GetBalance` of both addresses of each). The keys are derived off the main thread and
    /// dropped; when the balances cannot be read, the addresses are still returned, with
    /// `balanceError` saying why.
    ///
    /// - Throws: ``WalletError/derivation(_:)`` only in BIP-32's one-in-2^127 case.
    public static func read(
        _ phrase: RecoveryPhrase, at paths: [(index: UInt32?, path: DerivationPath)], service: any ZilliqaService
    ) async throws(WalletError) -> (previews: [AccountPreview], balanceError: String?) {
        let onlyPaths = paths.map(\.path)
        let keys: [PublicKey]
        do {
            keys = try await DedicatedThread.run { () throws(BIP32Error) in
                try phrase.privateKeys(at: onlyPaths).map(\.publicKey)
            }
        } catch { throw .derivation(error) }
        let addresses = keys.flatMap { key in [key.address, evmAsLegacy(key.evmAddress)] }
        var balances: [AccountBalance]?
        var balanceError: String?
        do {
            let read = try await service.balances(of: addresses)
            if read.count == addresses.count {
                balances = read
            } else {
                balanceError = "the node answered for \(read.count) of \(addresses.count) addresses"
            }
        } catch {
            balanceError = "\(error)"
        }
        let previews = zip(paths, keys).enumerated().map { position, pair in
            AccountPreview(
                index: pair.0.index, path: pair.0.path, address: pair.1.address, evmAddress: pair.1.evmAddress,
                balance: balances?[2 * position].balance, evmBalance: balances?[2 * position + 1].balance)
        }
        return (previews, balanceError)
    }

    /// The first ``presetCount`` accounts of `preset`.
    public static func paths(of preset: DerivationPreset) -> [(index: UInt32?, path: DerivationPath)] {
        (0..<UInt32(presetCount)).map { (index: $0, path: preset.path(account: $0)) }
    }

    /// An EVM address's 20 bytes as the legacy API's address (the same account on Zilliqa 2.0).
    private static func evmAsLegacy(_ evm: EVMAddress) -> Address {
        // 20 bytes, so this cannot fail.
        guard let address = try? Address(bytes: evm.bytes) else { preconditionFailure("an EVM address has 20 bytes") }
        return address
    }
}

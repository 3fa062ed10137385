public import ZilliqaKit

/// `.zil` names of ZilNames (docs/zilnames.md) on the wallet's network: a name's address, the primary
/// names of addresses, and which UniversalResolver answers (mainnet's built in, another network's set
/// by the person).
///
/// ```swift
/// let names = Container.shared.nameServiceUseCase()
/// let address = try await names.address(of: try ZilName("alice.zil"))
/// let shown = try await names.primaryNames(of: [alice, bob])     // only names that resolve back
/// try names.setResolver(resolver, for: .devnet)                 // zhip-cli settings set name-resolver
/// ```
public protocol NameServiceUseCase: Sendable {
    /// The address `name` resolves to: one `eth_call` of the UniversalResolver.
    /// - Throws: ``NameServiceError``: no resolver known, not registered, no address set, the node's
    ///   failure, an answer that cannot be read.
    func address(of name: ZilName) async throws(NameServiceError) -> EVMAddress

    /// The primary name of each of `addresses` that has one which resolves back to it (ENS's rule: a
    /// reverse record counts only when the name's address is the address); the others are left out.
    /// At most two batched round trips.
    func primaryNames(of addresses: [EVMAddress]) async throws(NameServiceError) -> [EVMAddress: ZilName]

    /// ``primaryNames(of:)`` in two steps, for a caller that joins the reverse records to a batch of
    /// its own: the reads of `addresses`' reverse records (none when the network has no resolver)…
    func reverseRecordReads(of addresses: [EVMAddress]) -> [EVMRead]

    /// …and the primary names their `answers` (in the reads' order) claim, checked forward in one
    /// more round trip only when some address claims a name.
    func primaryNames(of addresses: [EVMAddress], reverseRecords answers: [EVMReadAnswer])
        async
        throws(NameServiceError) -> [EVMAddress: ZilName]

    /// The UniversalResolver asked for `network`: ZilNames' own on mainnet, else the one set; nil when none.
    func resolver(for network: Network) throws(NameServiceError) -> EVMAddress?

    /// Sets the UniversalResolver of `network` (nil forgets it).
    /// - Throws: ``NameServiceError/resolverFixed(network:)`` for mainnet, ``NameServiceError/settings(_:)``.
    func setResolver(_ resolver: EVMAddress?, for network: Network) throws(NameServiceError)
}

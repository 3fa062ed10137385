public import ZilliqaKit

/// ZilNames (Zilliqa 2.0's ENS fork for `.zil` names, docs/zilnames.md) modelled natively at its
/// mainnet addresses: the UniversalResolver (``ZilliqaKit/ZilNames/universalResolver``), the Registry and
/// the L2Resolver share this one state, kept under the UniversalResolver's address (the ledger's
/// ``LedgerState/modelAddress(_:)`` sends the other two here). Names are registered through the
/// control API (`POST /control/names`), not by transactions.
///
/// - UniversalResolver `resolve(bytes name, bytes data)`: finds the name's resolver (the L2Resolver
///   for a registered name or reverse name, else reverts `ResolverNotFound(bytes name)`), runs `data`
///   on it and answers `(bytes result, address resolver)`; a call the resolver does not know reverts
///   `ResolverError(bytes)` with its empty revert data (ENS's second-generation UniversalResolver).
/// - Registry `resolver(bytes32)`, `owner(bytes32)`; L2Resolver `addr(bytes32)`, `name(bytes32)`.
///
/// ```swift
/// var names = ZilNamesModel()
/// try names.register(try ZilName("alice.zil"), address: alice, reverse: true)
/// ```
public struct ZilNamesModel: ModelledContract, Hashable {
    /// The gas of the contracts' own code besides the intrinsic gas (an estimate: no compiled
    /// contract was measured): dispatch, and each lookup.
    public enum Gas {
        public static let dispatch: UInt64 = 100
        /// A Registry or L2Resolver view, besides the slot it reads.
        public static let view: UInt64 = 250
        /// The UniversalResolver's own work: decoding, the namehash, the calls it makes.
        public static let resolve: UInt64 = 9_000
    }

    /// The most names (forward and reverse together) one devnet holds.
    public static let maximumNames = 1_000

    /// A registered name: its text and the address its `addr` answers (the zero address for none).
    public struct Entry: Sendable, Hashable {
        public let name: ZilName
        public let address: Address
    }

    /// A reverse record: the address whose reverse node it is, and the name its `name` answers.
    public struct ReverseEntry: Sendable, Hashable {
        public let address: Address
        public let name: ZilName
    }

    /// The registered names, by namehash.
    public internal(set) var forward: [[UInt8]: Entry]
    /// The reverse records, by the namehash of `<hex>.addr.reverse`.
    public internal(set) var reverse: [[UInt8]: ReverseEntry]

    /// No name registered.
    public init() {
        self.init(forward: [:], reverse: [:])
    }

    init(forward: [[UInt8]: Entry], reverse: [[UInt8]: ReverseEntry]) {
        self.forward = forward
        self.reverse = reverse
    }

    /// The devnet's addresses of ZilNames' contracts, as the ledger's 20-byte addresses.
    static let universalResolver = ledgerAddress(ZilNames.universalResolver)
    static let registry = ledgerAddress(ZilNames.registry)
    static let l2Resolver = ledgerAddress(ZilNames.l2Resolver)

    /// Where the model answering for `address` is kept: the UniversalResolver's address for any of
    /// the three contracts, nil for any other address.
    static func modelAddress(of address: Address) -> Address? {
        address == registry || address == l2Resolver || address == universalResolver ? universalResolver : nil
    }

    /// `0xfe` (INVALID: the devnet runs none of it) and `zhip-devnet:zilnames:` with the contract's name.
    public var code: [UInt8] { code(at: Self.universalResolver) }

    public func code(at address: Address) -> [UInt8] {
        let contract =
            switch address {
            case Self.registry: "registry"
            case Self.l2Resolver: "l2resolver"
            default: "universalresolver"
            }
        return [0xFE] + Array("zhip-devnet:zilnames:\(contract)".utf8)
    }

    /// Registers `name` with `address` (the zero address: registered, no address set), replacing its
    /// address if it was registered; with `reverse`, also makes `name` the reverse record of `address`.
    /// An older reverse record naming `name` is left as it is, as ENS leaves it (the forward check drops it).
    /// - Returns: false, changing nothing, when ``maximumNames`` are held and this adds one.
    public mutating func register(_ name: ZilName, address: Address, reverse setReverse: Bool) -> Bool {
        let reverseNode = ENSNameEncoding.namehash(ZilNames.reverseLabels(of: Self.evmAddress(address)))
        let added = (forward[name.node] == nil ? 1 : 0) + (setReverse && reverse[reverseNode] == nil ? 1 : 0)
        guard forward.count + reverse.count + added <= Self.maximumNames else { return false }
        forward[name.node] = Entry(name: name, address: address)
        if setReverse { reverse[reverseNode] = ReverseEntry(address: address, name: name) }
        return true
    }

    public mutating func run(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.dispatch)
        guard call.value == 0, let selector = call.selector else { return .revertedEmpty }
        switch call.contract {
        case Self.registry, Self.l2Resolver: return view(selector, call.arguments, of: call.contract, meter: &meter)
        default: return resolve(selector, call, meter: &meter)
        }
    }

    // MARK: - The contracts

    /// A view of the Registry or the L2Resolver: every one takes one node, and reads its slot.
    private func view(_ selector: [UInt8], _ arguments: ABIReader, of contract: Address, meter: inout GasMeter)
        -> ContractOutcome
    {
        guard let node = try? arguments.bytes32() else { return .revertedEmpty }
        meter.charge(Gas.view)
        meter.load(slot(node))
        return contract == Self.registry ? answerAsRegistry(selector, node) : answerAsResolver(selector, node)
    }

    /// The Registry: `resolver(bytes32)` the L2Resolver for a registered node, `owner(bytes32)` the
    /// name's address (a reverse node's: its address); the zero address for any other node.
    private func answerAsRegistry(_ selector: [UInt8], _ node: [UInt8]) -> ContractOutcome {
        switch selector {
        case ZilNames.resolver.selector:
            let known = forward[node] != nil || reverse[node] != nil
            return .returned(Self.word(known ? Self.l2Resolver : nil))
        case ZilNames.owner.selector:
            return .returned(Self.word(forward[node]?.address ?? reverse[node]?.address))
        default:
            return .revertedEmpty
        }
    }

    /// The L2Resolver: `addr(bytes32)` the name's address (zero for none), `name(bytes32)` the reverse
    /// record's name (empty for none); any other selector reverts with no data (no fallback).
    private func answerAsResolver(_ selector: [UInt8], _ node: [UInt8]) -> ContractOutcome {
        switch selector {
        case ZilNames.addr.selector:
            return .returned(Self.word(forward[node]?.address))
        case ZilNames.name.selector:
            let text = Array((reverse[node]?.name.text ?? "").utf8)
            return .returned(ABIEncoding.word(32) + ABIEncoding.tail(text))
        default:
            return .revertedEmpty
        }
    }

    /// The UniversalResolver's `resolve(bytes name, bytes data)`.
    private func resolve(_ selector: [UInt8], _ call: ContractCall, meter: inout GasMeter)
        -> ContractOutcome
    {
        guard selector == ZilNames.resolve.selector,
            let name = try? call.arguments.bytes(at: 0, maximumBytes: call.input.count),
            let data = try? call.arguments.bytes(at: 1, maximumBytes: call.input.count)
        else { return .revertedEmpty }
        meter.charge(Gas.resolve)
        // A name that does not decode is refused as one without a resolver (the second generation
        // would revert DNSDecodingFailed(bytes); docs/zilnames.md).
        guard let labels = ENSNameEncoding.labels(dnsEncoded: name), !labels.isEmpty else {
            return Self.reverted(UniversalResolverRevert.resolverNotFound, name)
        }
        let node = ENSNameEncoding.namehash(labels)
        meter.load(slot(node))
        guard forward[node] != nil || reverse[node] != nil else {
            return Self.reverted(UniversalResolverRevert.resolverNotFound, name)
        }
        let inner = ContractCall(
            contract: Self.l2Resolver, caller: call.contract, value: 0, input: data, blockNumber: call.blockNumber)
        let answer = view(inner.selector ?? [], inner.arguments, of: Self.l2Resolver, meter: &meter)
        guard case .returned(let result) = answer.result else {
            return Self.reverted(UniversalResolverRevert.resolverError, [])
        }
        return .returned(ABIEncoding.word(64) + Self.word(Self.l2Resolver) + ABIEncoding.tail(result))
    }

    // MARK: - Encoding

    /// A revert with the second-generation error of `revert` carrying one `bytes` argument.
    private static func reverted(_ revert: UniversalResolverRevert, _ argument: [UInt8]) -> ContractOutcome {
        let selector = revert.selectors.last ?? []
        return ContractOutcome(
            result: .reverted(selector + ABIEncoding.word(32) + ABIEncoding.tail(argument)), logs: [])
    }

    /// An address's word; the zero word for nil.
    private static func word(_ address: Address?) -> [UInt8] {
        [UInt8](repeating: 0, count: 12) + (address?.bytes ?? [UInt8](repeating: 0, count: 20))
    }

    /// The storage slot a lookup of `node` reads (one per node, for the gas of a cold read).
    private func slot(_ node: [UInt8]) -> GasMeter.Slot {
        GasMeter.Slot(contract: Self.universalResolver, key: node)
    }

    /// The ledger's address of an EVM address (the same 20 bytes).
    static func ledgerAddress(_ address: EVMAddress) -> Address {
        do { return try Address(bytes: address.bytes) } catch {
            preconditionFailure("an EVM address's 20 bytes are an address: \(error)")
        }
    }

    /// The EVM address of a ledger address (the same 20 bytes).
    static func evmAddress(_ address: Address) -> EVMAddress {
        do { return try EVMAddress(bytes: address.bytes) } catch {
            preconditionFailure("an address's 20 bytes are an EVM address: \(error)")
        }
    }
}

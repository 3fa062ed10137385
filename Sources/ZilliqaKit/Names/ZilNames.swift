/// ZilNames, Zilliqa 2.0's name service for `.zil` names (an ENS fork): its mainnet contracts, the
/// UniversalResolver calls the wallet makes, and (in ZilNames+Answers.swift) the strict readers of their
/// answers. Sources, lines and commits are in docs/zilnames.md.
///
/// The mainnet addresses are Plunderswap/plunderswap-document `developers/ZilNames/README.md`
/// (commit 30881ef), lines 36–43; its lines 65–87 give the UniversalResolver as viem's
/// `ensUniversalResolver` of chain 32769. Testnet lists no UniversalResolver, so only mainnet has one here.
/// ```swift
/// guard let resolver = ZilNames.universalResolver(onEVMChain: network.evmChainID) else { … }  // a setting
/// let request = EVMCallRequest(to: resolver, data: ZilNames.addressCall(for: try ZilName("alice.zil")))
/// let address = try ZilNames.address(inAnswer: try await service.call(request, at: .latest))  // nil: none set
/// ```
public enum ZilNames {
    /// Zilliqa 2.0 mainnet's EVM chain id, the one chain whose UniversalResolver is known.
    public static let mainnetEVMChainID: UInt64 = 32_769

    /// Mainnet's UniversalResolver: `resolve(bytes name, bytes data)` finds a name's resolver and asks it.
    public static let universalResolver = mainnet("0x2b6a7953c510392aE88c7C302a984460Daa8AF24")
    /// Mainnet's Registry (ENS registry): `resolver(bytes32)`, `owner(bytes32)`.
    public static let registry = mainnet("0x2196b67Ca97bBcA07C01c7Bdf4f35209CC615389")
    /// Mainnet's L2Resolver, the public resolver names are registered with: `addr(bytes32)`, `name(bytes32)`.
    public static let l2Resolver = mainnet("0x5c0c7BFd25efCAE366fE62219fD5558305Ffc46F")
    /// Mainnet's BaseRegistrar (the `.zil` names as tokens); the wallet does not call it.
    public static let baseRegistrar = mainnet("0x34f1A58c54B543D6cb82FC63fBc2D39F749099Df")
    /// Mainnet's RegistrarController (registering names); the wallet does not call it.
    public static let registrarController = mainnet("0x7c588d2128B8A68DDDEf59fF6E4EdEE5435371EF")
    /// Mainnet's ReverseRegistrar (setting an address's primary name); the wallet does not call it.
    public static let reverseRegistrar = mainnet("0x228242c33D0D0825a3B31B2f4c2f10b7Cb64B788")

    /// The UniversalResolver of the EVM chain `chainID`: mainnet's on 32769, else nil (no other is known).
    public static func universalResolver(onEVMChain chainID: UInt64) -> EVMAddress? {
        chainID == mainnetEVMChainID ? universalResolver : nil
    }

    // MARK: - Functions

    /// `resolve(bytes,bytes)`: 9061b923, the UniversalResolver's entry, answering `(bytes result, address resolver)`.
    public static let resolve = ABIFunction(name: "resolve", parameters: [.bytes, .bytes])
    /// `addr(bytes32)`: 3b3b57de, a resolver's address of a node.
    public static let addr = ABIFunction(name: "addr", parameters: [.bytes32])
    /// `name(bytes32)`: 691f3431, a resolver's name of a (reverse) node.
    public static let name = ABIFunction(name: "name", parameters: [.bytes32])
    /// `resolver(bytes32)`: 0178b8bf, the Registry's resolver of a node.
    public static let resolver = ABIFunction(name: "resolver", parameters: [.bytes32])
    /// `owner(bytes32)`: 02571be3, the Registry's owner of a node.
    public static let owner = ABIFunction(name: "owner", parameters: [.bytes32])

    // MARK: - Calls

    /// The calldata asking the UniversalResolver for `name`'s address: `resolve(dnsEncoded, addr(node))`.
    public static func addressCall(for name: ZilName) -> [UInt8] {
        resolveCall(dnsEncodedName: name.dnsEncoded, data: addr.selector + name.node)
    }

    /// The calldata asking the UniversalResolver for `address`'s primary (reverse) name:
    /// `resolve(dnsEncoded("<40 lowercase hex>.addr.reverse"), name(reverse node))`.
    public static func reverseCall(for address: EVMAddress) -> [UInt8] {
        let labels = reverseLabels(of: address)
        return resolveCall(
            dnsEncodedName: ENSNameEncoding.dnsEncoded(labels), data: name.selector + ENSNameEncoding.namehash(labels))
    }

    /// The reverse name of `address`: `["<40 lowercase hex>", "addr", "reverse"]`.
    public static func reverseLabels(of address: EVMAddress) -> [String] { [address.hex, "addr", "reverse"] }

    /// `resolve(bytes,bytes)`'s calldata: the selector, the two offsets, then each `bytes` as its
    /// length word and its bytes padded to whole words.
    static func resolveCall(dnsEncodedName: [UInt8], data: [UInt8]) -> [UInt8] {
        let first = ABIEncoding.tail(dnsEncodedName)
        return resolve.selector + ABIEncoding.word(64) + ABIEncoding.word(UInt64(64 + first.count)) + first
            + ABIEncoding.tail(data)
    }

    /// An address from a literal of 0x and 40 hex digits (EIP-55 checked); a literal that is not one is a programming error.
    private static func mainnet(_ hex: StaticString) -> EVMAddress {
        do { return try EVMAddress("\(hex)") } catch { preconditionFailure("ZilNames' address \(hex): \(error)") }
    }
}

public import ZilliqaKit

/// What a contract says of itself as an ERC-20 token: `name()`, `symbol()` and `decimals()`, each
/// nil when the contract does not answer it readably (all three are optional in ERC-20). Hostile
/// input: the texts are cleaned and bounded only when a ``Token`` is made of them.
///
/// ```swift
/// let metadata = try await Container.shared.tokenReadingUseCase().metadata(of: contract)
/// let token = try metadata.token(symbol: nil, decimals: nil)   // what the contract says
/// ```
public struct TokenMetadata: Sendable, Hashable {
    /// The most bytes of a name or symbol read from an answer: past it the answer counts as unreadable.
    public static let maximumTextBytes = 16_384

    /// The contract asked.
    public let contract: EVMAddress
    /// The EVM chain id of the node that answered.
    public let evmChainID: UInt64
    /// `name()`, as a string or a bytes32.
    public let name: String?
    /// `symbol()`, as a string or a bytes32.
    public let symbol: String?
    /// `decimals()`, a uint8 (0 to 255); a larger word is not a uint8 and counts as unreadable.
    public let decimals: Int?

    public init(contract: EVMAddress, evmChainID: UInt64, name: String?, symbol: String?, decimals: Int?) {
        self.contract = contract
        self.evmChainID = evmChainID
        self.name = name
        self.symbol = symbol
        self.decimals = decimals
    }

    /// The metadata in the answers to `name()`, `symbol()` and `decimals()`: an answer that failed,
    /// is empty or does not decode gives nil.
    init(
        contract: EVMAddress, evmChainID: UInt64, name: Result<[UInt8], any Error>,
        symbol: Result<[UInt8], any Error>, decimals: Result<[UInt8], any Error>
    ) {
        func text(_ answer: Result<[UInt8], any Error>) -> String? {
            guard case .success(let bytes) = answer, !bytes.isEmpty else { return nil }
            return try? ABIReader(bytes).text(maximumBytes: Self.maximumTextBytes)
        }
        var places: Int?
        if case .success(let bytes) = decimals, bytes.count == 32,
            let word = try? ABIReader(bytes).uint256(), word <= 255
        {
            places = word.uint64Value.map { Int($0) }
        }
        self.init(contract: contract, evmChainID: evmChainID, name: text(name), symbol: text(symbol), decimals: places)
    }

    /// True when the contract answered none of the three: likely no token (or no contract) at all.
    public var isEmpty: Bool { name == nil && symbol == nil && decimals == nil }

    /// True when the contract's name or symbol held characters that show as nothing or act on a
    /// terminal (``TokenText``): removed from what is shown, and worth saying when it is listed.
    public var hadHiddenCharacters: Bool {
        [(symbol, TokenText.maximumSymbolLength), (name, TokenText.maximumNameLength)].contains { text, limit in
            text.map { TokenText.cleaning($0, limit: limit).hadHiddenCharacters } ?? false
        }
    }

    /// The token to list: the contract's own symbol unless `symbol` is given, and its decimals, which
    /// `decimals` may only supply where the contract gives none (a different figure would show every
    /// amount wrong by a power of ten).
    ///
    /// - Throws: ``TokenError/noSymbol(_:)`` without a symbol, ``TokenError/noDecimals(_:)`` without
    ///   decimals, ``TokenError/decimalsDisagree(contract:given:token:)`` when `decimals` differs from
    ///   the contract's, ``TokenError/decimalsOutOfRange(_:)`` past 77.
    public func token(symbol givenSymbol: String?, decimals givenDecimals: Int?) throws(TokenError) -> Token {
        if let decimals, let givenDecimals, decimals != givenDecimals {
            throw .decimalsDisagree(contract: decimals, given: givenDecimals, token: contract)
        }
        guard let places = decimals ?? givenDecimals else { throw .noDecimals(contract) }
        return try Token(
            contract: contract, symbol: givenSymbol ?? symbol ?? "", name: name ?? "", decimals: places,
            evmChainID: evmChainID)
    }
}

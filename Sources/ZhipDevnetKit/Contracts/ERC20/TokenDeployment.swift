public import ZilliqaKit

/// An ERC-20 token to deploy on the devnet (`POST /control/tokens`), checked against the limits
/// below: its name, symbol, decimals, whole supply (smallest units) minted to `holder`, behaviour,
/// and whether a ZRC-2 legacy address reads the same balances.
public struct TokenDeployment: Sendable, Hashable {
    /// The longest name taken, in UTF-8 bytes.
    public static let maximumNameBytes = 1_024
    /// The longest symbol taken, in UTF-8 bytes.
    public static let maximumSymbolBytes = 64

    public let name: String
    public let symbol: String
    public let decimals: UInt8
    public let supply: UInt256
    public let holder: Address
    public let behaviour: ERC20Behaviour
    public let zrc2: Bool

    /// - Throws: ``TokenDeploymentError`` for a name or symbol past its limit, or the zero holder.
    public init(
        name: String, symbol: String, decimals: UInt8, supply: UInt256, holder: Address,
        behaviour: ERC20Behaviour = .standard, zrc2: Bool = false
    ) throws(TokenDeploymentError) {
        guard name.utf8.count <= Self.maximumNameBytes else { throw .nameTooLong(name.utf8.count) }
        guard symbol.utf8.count <= Self.maximumSymbolBytes else { throw .symbolTooLong(symbol.utf8.count) }
        guard !holder.bytes.allSatisfy({ $0 == 0 }) else { throw .holderIsZero }
        self.name = name
        self.symbol = symbol
        self.decimals = decimals
        self.supply = supply
        self.holder = holder
        self.behaviour = behaviour
        self.zrc2 = zrc2
    }

    /// The token's state at deployment, with its legacy address if it has one.
    func model(legacyAddress: Address?) -> ERC20Model {
        ERC20Model(
            name: name, symbol: symbol, decimals: decimals, supply: supply, holder: holder, behaviour: behaviour,
            legacyAddress: legacyAddress)
    }
}

/// Where a token was deployed.
public struct DeployedToken: Sendable, Hashable {
    /// The ERC-20 address (for a ZRC-2 token, its proxy's).
    public let address: Address
    /// A ZRC-2 token's legacy contract address; nil otherwise.
    public let legacyAddress: Address?
}

/// Why a token cannot be deployed; each says what to change.
public enum TokenDeploymentError: Error, Sendable, Hashable, CustomStringConvertible {
    case nameTooLong(Int)
    case symbolTooLong(Int)
    case holderIsZero
    case tooManyContracts

    public var description: String {
        switch self {
        case .nameTooLong(let count):
            "the name is \(count) bytes, more than \(TokenDeployment.maximumNameBytes): give a shorter one"
                + #" (the "hostileName" behaviour makes a 10 KB one)"#
        case .symbolTooLong(let count):
            "the symbol is \(count) bytes, more than \(TokenDeployment.maximumSymbolBytes): give a shorter one"
        case .holderIsZero: "the holder is the zero address (ERC20: mint to the zero address): give another"
        case .tooManyContracts:
            "the devnet holds \(LedgerState.maximumContracts) contracts already: POST /control/reset to start afresh"
        }
    }
}

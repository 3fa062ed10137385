public import ZilliqaKit

/// An approval signed off chain: EIP-712 typed data that lets a spender move the signer's tokens
/// once anyone submits it, with no transaction of the signer's. Recognised by the exact types the
/// contracts hash (docs/message-signing.md): EIP-2612's `Permit`, DAI's `Permit`, and Uniswap
/// Permit2's `PermitSingle` and `PermitBatch`.
///
/// ```swift
/// if let permit = TokenPermit(typedData), permit.isUnlimited { /* needs --allow-unlimited-approval */ }
/// ```
public struct TokenPermit: Sendable, Hashable {
    /// Which permit the typed data is.
    public enum Standard: String, Sendable, Hashable {
        case eip2612 = "EIP-2612 Permit"
        case dai = "DAI Permit"
        case permit2Single = "Permit2 PermitSingle"
        case permit2Batch = "Permit2 PermitBatch"
    }

    /// How much of a token the spender may move.
    public enum Amount: Sendable, Hashable {
        /// This many of the token's smallest units.
        case exactly(UInt256)
        /// Every unit the signer holds now or later (the value the contract treats as unlimited).
        case unlimited
    }

    /// One token the permit lets the spender move, how much, and until when the allowance lasts
    /// (Permit2's `expiration`; nil where the allowance does not expire by itself).
    public struct Grant: Sendable, Hashable {
        public let token: EVMAddress
        public let amount: Amount
        public let allowanceExpires: UInt256?
    }

    public let standard: Standard
    /// The account whose tokens move (`owner`, DAI's `holder`); Permit2 does not name it.
    public let owner: EVMAddress?
    /// Who may move them.
    public let spender: EVMAddress
    /// The tokens, one for each but Permit2's batch.
    public let grants: [Grant]
    /// When the signature stops being accepted (seconds since 1970); nil for DAI's expiry 0, never.
    public let signatureDeadline: UInt256?

    /// True when a grant is unlimited: it needs the consent `token approve --unlimited` needs.
    public var isUnlimited: Bool { grants.contains { $0.amount == .unlimited } }

    /// The largest `uint160`, which Permit2 never decrements: an unlimited allowance.
    static let permit2Unlimited: UInt256 = {
        // Twenty bytes always fit: the fallback is never taken.
        (try? UInt256(bigEndian: [UInt8](repeating: 0xFF, count: 20))) ?? .max
    }()

    /// The permit `data` is, or nil when its primary type and fields are not one of the four exactly.
    public init?(_ data: TypedData) {
        guard let fields = data.types[data.primaryType], case .structure(_, let members) = data.message else {
            return nil
        }
        let shape = fields.map { "\($0.type) \($0.name)" }
        let values = Dictionary(members.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        switch (data.primaryType, shape) {
        case ("Permit", Self.eip2612Shape):
            guard let token = data.verifyingContract, case .address(let owner)? = values["owner"],
                case .address(let spender)? = values["spender"], case .unsigned(let value)? = values["value"],
                case .unsigned(let deadline)? = values["deadline"]
            else { return nil }
            let amount: Amount = value == UInt256.max ? .unlimited : .exactly(value)
            self.init(.eip2612, owner, spender, [Grant(token: token, amount: amount, allowanceExpires: nil)], deadline)
        case ("Permit", Self.daiShape):
            guard let token = data.verifyingContract, case .address(let holder)? = values["holder"],
                case .address(let spender)? = values["spender"], case .unsigned(let expiry)? = values["expiry"],
                case .bool(let allowed)? = values["allowed"]
            else { return nil }
            let amount: Amount = allowed ? .unlimited : .exactly(0)
            let grant = Grant(token: token, amount: amount, allowanceExpires: nil)
            self.init(.dai, holder, spender, [grant], expiry == 0 ? nil : expiry)
        case ("PermitSingle", Self.permit2SingleShape):
            guard data.types["PermitDetails"].map(Self.detailsShape) == true,
                case .address(let spender)? = values["spender"], case .unsigned(let deadline)? = values["sigDeadline"],
                let details = values["details"], let grant = Self.grant(of: details)
            else { return nil }
            self.init(.permit2Single, nil, spender, [grant], deadline)
        case ("PermitBatch", Self.permit2BatchShape):
            guard data.types["PermitDetails"].map(Self.detailsShape) == true,
                case .address(let spender)? = values["spender"], case .unsigned(let deadline)? = values["sigDeadline"],
                case .array(let list)? = values["details"]
            else { return nil }
            let grants = list.compactMap(Self.grant(of:))
            guard grants.count == list.count else { return nil }
            self.init(.permit2Batch, nil, spender, grants, deadline)
        default:
            return nil
        }
    }

    private init(
        _ standard: Standard, _ owner: EVMAddress?, _ spender: EVMAddress, _ grants: [Grant], _ deadline: UInt256?
    ) {
        self.standard = standard
        self.owner = owner
        self.spender = spender
        self.grants = grants
        signatureDeadline = deadline
    }

    /// `Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)` (EIP-2612).
    static let eip2612Shape = [
        "address owner", "address spender", "uint256 value", "uint256 nonce", "uint256 deadline",
    ]
    /// `Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)` (DAI).
    static let daiShape = ["address holder", "address spender", "uint256 nonce", "uint256 expiry", "bool allowed"]
    /// `PermitSingle(PermitDetails details,address spender,uint256 sigDeadline)` (Permit2).
    static let permit2SingleShape = ["PermitDetails details", "address spender", "uint256 sigDeadline"]
    /// `PermitBatch(PermitDetails[] details,address spender,uint256 sigDeadline)` (Permit2).
    static let permit2BatchShape = ["PermitDetails[] details", "address spender", "uint256 sigDeadline"]

    /// True for `PermitDetails(address token,uint160 amount,uint48 expiration,uint48 nonce)`.
    static func detailsShape(_ fields: [TypedDataField]) -> Bool {
        fields.map { "\($0.type) \($0.name)" }
            == ["address token", "uint160 amount", "uint48 expiration", "uint48 nonce"]
    }

    /// The grant a Permit2 `PermitDetails` value makes.
    static func grant(of details: TypedDataValue) -> Grant? {
        guard case .structure("PermitDetails", let members) = details, members.count == 4,
            case .address(let token) = members[0].value, case .unsigned(let amount) = members[1].value,
            case .unsigned(let expiration) = members[2].value
        else { return nil }
        return Grant(
            token: token, amount: amount == permit2Unlimited ? .unlimited : .exactly(amount),
            allowanceExpires: expiration)
    }
}

/// What the revert data of ENS's UniversalResolver says, for the errors a name lookup meets; read by
/// selector only (the arguments are not needed), so no revert data can make it trap or allocate.
///
/// Both generations of ENS's UniversalResolver are read, since which one ZilNames deployed is not
/// published (docs/zilnames.md): the first declares `ResolverNotFound()`, `ResolverWildcardNotSupported()`,
/// `ResolverNotContract()` and `ResolverError(bytes)` (ens-contracts `contracts/utils/UniversalResolver.sol`
/// at 5421b56, lines 23–29); the second `ResolverNotFound(bytes)`, `ResolverNotContract(bytes,address)`,
/// `UnsupportedResolverProfile(bytes4)` and `ResolverError(bytes)` (`contracts/universalResolver/IUniversalResolver.sol`).
/// ```swift
/// if let revert = UniversalResolverRevert(revertData: data), revert.meansNotRegistered { … }
/// ```
public enum UniversalResolverRevert: Sendable, Hashable, CaseIterable {
    /// No resolver is set for the name or any name above it: the name is not registered.
    case resolverNotFound
    /// Only a name above has a resolver, and it does not resolve names below its own (ENSIP-10).
    case resolverWildcardNotSupported
    /// The name's resolver is an account without code.
    case resolverNotContract
    /// The resolver answered nothing for the function asked (it does not implement it).
    case unsupportedResolverProfile
    /// The resolver reverted.
    case resolverError

    /// The error's signatures, both generations where they differ.
    public var signatures: [String] {
        switch self {
        case .resolverNotFound: ["ResolverNotFound()", "ResolverNotFound(bytes)"]
        case .resolverWildcardNotSupported: ["ResolverWildcardNotSupported()"]
        case .resolverNotContract: ["ResolverNotContract()", "ResolverNotContract(bytes,address)"]
        case .unsupportedResolverProfile: ["UnsupportedResolverProfile(bytes4)"]
        case .resolverError: ["ResolverError(bytes)"]
        }
    }

    /// The first 4 bytes of Keccak-256 of each of ``signatures``, as Solidity selects custom errors.
    public var selectors: [[UInt8]] { signatures.map { Array(Keccak256.hash(Array($0.utf8)).prefix(4)) } }

    /// The error `revertData` starts with; nil for data of another error, or shorter than a selector.
    public init?(revertData: [UInt8]) {
        guard revertData.count >= 4 else { return nil }
        let selector = Array(revertData.prefix(4))
        guard let match = Self.allCases.first(where: { $0.selectors.contains(selector) }) else { return nil }
        self = match
    }

    /// True when the name has no resolver that could answer for it: the name is not registered.
    public var meansNotRegistered: Bool {
        switch self {
        case .resolverNotFound, .resolverWildcardNotSupported, .resolverNotContract: true
        case .unsupportedResolverProfile, .resolverError: false
        }
    }
}

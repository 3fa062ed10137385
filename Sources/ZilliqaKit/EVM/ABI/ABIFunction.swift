/// A contract function: its signature text, and the selector that starts its call data
/// (the first 4 bytes of Keccak-256 of the signature).
/// ```swift
/// let transfer = ABIFunction(name: "transfer", parameters: [.address, .uint256])
/// transfer.signature                                 // "transfer(address,uint256)"
/// Hex.encode(transfer.selector)                      // "a9059cbb"
/// try transfer.callData([.address(to), .uint256(amount)])   // selector, then one word each
/// ```
public struct ABIFunction: Sendable, Hashable {
    /// The function's name, e.g. `transfer`.
    public let name: String
    /// The types of its parameters, in order.
    public let parameters: [ABIType]
    /// The canonical signature: the name and the parameter types without spaces, `transfer(address,uint256)`.
    public let signature: String
    /// The first 4 bytes of Keccak-256 of ``signature``.
    public let selector: [UInt8]

    /// The function with this name and these parameter types.
    public init(name: String, parameters: [ABIType]) {
        self.name = name
        self.parameters = parameters
        self.signature = ABIType.signature(name: name, parameters: parameters)
        self.selector = Array(Keccak256.hash(Array(signature.utf8)).prefix(4))
    }

    /// The call data for these arguments: the selector, then each argument's word.
    ///
    /// - Throws: ``ABIError/argumentsMismatch(signature:given:)`` unless the arguments' types are
    ///   the parameters' types, in order (only static types can be passed).
    public func callData(_ arguments: [ABIValue]) throws(ABIError) -> [UInt8] {
        guard arguments.map(\.type) == parameters else {
            throw .argumentsMismatch(signature: signature, given: arguments.map(\.type))
        }
        return encoded(arguments)
    }

    /// The call data for arguments whose types the caller knows are the parameters'.
    func encoded(_ arguments: [ABIValue]) -> [UInt8] {
        selector + arguments.flatMap(\.word)
    }
}

/// A contract function: its signature text, and the selector that starts its call data
/// (the first 4 bytes of Keccak-256 of the signature).
/// ```swift
/// let transfer = ABIFunction(name: "transfer", parameters: [.address, .uint256])
/// transfer.signature                                 // "transfer(address,uint256)"
/// Hex.encode(transfer.selector)                      // "a9059cbb"
/// try transfer.callData([.address(to), .uint256(amount)])   // selector, then one word each
/// // a list (address[]) is an offset in the head, its count and words after it
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
    ///   the parameters' types, in order (of the dynamic types only `address[]` can be passed).
    public func callData(_ arguments: [ABIValue]) throws(ABIError) -> [UInt8] {
        guard arguments.map(\.type) == parameters else {
            throw .argumentsMismatch(signature: signature, given: arguments.map(\.type))
        }
        return encoded(arguments)
    }

    /// The call data for arguments whose types the caller knows are the parameters': the head (a
    /// static value's word, a list's offset from the head's start), then the lists' tails in order.
    func encoded(_ arguments: [ABIValue]) -> [UInt8] {
        var head: [UInt8] = []
        var tails: [UInt8] = []
        let headSize = UInt64(arguments.count * 32)
        for argument in arguments {
            if let tail = argument.tail {
                head += ABIEncoding.word(headSize + UInt64(tails.count))
                tails += tail
            } else {
                head += argument.word
            }
        }
        return selector + head + tails
    }
}

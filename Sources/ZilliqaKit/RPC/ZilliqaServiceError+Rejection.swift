extension ZilliqaServiceError {
    /// The case for an error the node sent, recognised by its code and message; anything
    /// unrecognised becomes ``rpc(code:message:)``. `chainID` is the chain the rejected
    /// transaction was signed for, when known, for ``wrongChainID(signedFor:)``.
    ///
    /// ```swift
    /// ZilliqaServiceError(rejection: RPCError(code: -8, message: "Nonce (3) lower than current (5)"))
    /// // .nonceTooLow(sent: 3, current: 5)
    /// ```
    public init(rejection error: RPCError, chainID: UInt16? = nil) {
        let message = error.message.lowercased()
        let numbers = Self.numbers(in: error.message)
        switch error.code {
        case RPCErrorCode.invalidParameter where message.contains("insufficient funds"),
            RPCErrorCode.invalidAddressOrKey where message.contains("has no balance"):
            self = .insufficientFunds
        case RPCErrorCode.invalidParameter where message.contains("nonce") && message.contains("lower than current"):
            self = .nonceTooLow(
                sent: numbers.first.flatMap { UInt64($0) }, current: numbers.second.flatMap { UInt64($0) })
        case RPCErrorCode.invalidParameter
        where message.contains("gas limit") && message.contains("lower than minimum"):
            self = .gasLimitTooLow(
                offered: numbers.first.flatMap { UInt64($0) }, minimum: numbers.second.flatMap { UInt64($0) })
        case RPCErrorCode.invalidParameter where message.contains("checksum wrong"):
            self = .checksumWrong
        case RPCErrorCode.verifyRejected where message.contains("gasprice") && message.contains("lower than minimum"):
            self = .gasPriceTooLow(
                offered: numbers.first.flatMap { try? Amount(qaString: $0) },
                minimum: numbers.second.flatMap { try? Amount(qaString: $0) })
        case RPCErrorCode.verifyRejected where message.contains("chain_id incorrect"):
            self = .wrongChainID(signedFor: chainID)
        case RPCErrorCode.verifyRejected where message.contains("unable to verify transaction"):
            self = .signatureRejected
        default:
            self = .rpc(code: error.code, message: error.message)
        }
    }

    /// True for the rejections a re-sent transaction gets when the node already has it:
    /// the nonce is used, or the node says the transaction already exists.
    var mayMeanAlreadyReceived: Bool {
        switch self {
        case .nonceTooLow: true
        case .rpc(_, let message):
            message.lowercased().contains("already exists") || message.lowercased().contains("already present")
        default: false
        }
    }

    /// The runs of decimal digits in `message`, in order, at most two.
    private static func numbers(in message: String) -> (first: String?, second: String?) {
        var runs: [String] = []
        var current = ""
        for character in message.unicodeScalars {
            if ("0"..."9").contains(character) {
                current.unicodeScalars.append(character)
            } else if !current.isEmpty {
                runs.append(current)
                current = ""
            }
            if runs.count == 2 { break }
        }
        if !current.isEmpty { runs.append(current) }
        return (runs.first, runs.dropFirst().first)
    }
}

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
        self =
            Self.zilliqa2(error, chainID: chainID) ?? Self.zilliqa1(error, chainID: chainID)
            ?? .rpc(code: error.code, message: error.message)
    }

    /// Zilliqa 2.0's words, as v0.21.8 of its node writes them (`zq2-legacy-api.md` section 2.2).
    private static func zilliqa2(_ error: RPCError, chainID: UInt16?) -> ZilliqaServiceError? {
        let message = error.message.lowercased()
        let numbers = Self.numbers(in: error.message)
        switch error.code {
        case RPCErrorCode.methodDeprecated where message.contains("createtransaction is disabled"),
            RPCErrorCode.verifyRejected where message.contains("transactions are no longer accepted"):
            return .legacyTransfersDisabled
        case RPCErrorCode.verifyRejected where message.contains("only accepted when addressed to the escrow"):
            return .onlyEscrowAccepted
        case RPCErrorCode.verifyRejected where message.contains("provided gas price is too low"):
            return .gasPriceTooLow(offered: nil, minimum: nil)
        case RPCErrorCode.verifyRejected where message.hasPrefix("unexpected chain id"):
            // "unexpected chain ID, expected: 1, got: 333": the second number is the signed one.
            return .wrongChainID(signedFor: numbers.second.flatMap { UInt16($0) } ?? chainID)
        case RPCErrorCode.verifyRejected
        where message == "signature" || message.hasPrefix("cannot parse public key")
            || message.hasPrefix("invalid public key") || message.hasPrefix("cannot extract signature"):
            return .signatureRejected
        case RPCErrorCode.invalidParameter where message.hasPrefix("insufficient funds"):
            return .insufficientFunds
        case RPCErrorCode.invalidParameter where message.hasPrefix("insufficient zilliqa txn gas supplied"):
            return .gasLimitTooLow(
                offered: numbers.first.flatMap { UInt64($0) }, minimum: numbers.second.flatMap { UInt64($0) })
        case RPCErrorCode.invalidParameter where message.hasPrefix("txn nonce") && message.contains("too low"):
            // "Txn nonce (4) is too low for account (5)": the node writes the transaction's nonce less one.
            return .nonceTooLow(
                sent: numbers.first.flatMap { UInt64($0) }.flatMap { $0 < .max ? $0 + 1 : nil },
                current: numbers.second.flatMap { UInt64($0) })
        case RPCErrorCode.invalidParameter where message.hasPrefix("invalid nonce (0)"):
            return .nonceZero
        case RPCErrorCode.invalidParameter
        where message.hasPrefix("txn gas limit") && message.contains("block gas limit"):
            // The node writes both in EVM gas, 420 to one Scilla gas.
            return .gasLimitAboveBlock(
                offered: numbers.first.flatMap { UInt64($0) }.map { $0 / 420 },
                maximum: numbers.second.flatMap { UInt64($0) }.map { $0 / 420 })
        case RPCErrorCode.internalError where message.contains("checksum wrong"):
            return .checksumWrong
        case RPCErrorCode.rateLimited where message.contains("rate_limit"):
            return .rateLimited
        case RPCErrorCode.invalidParameter where message.contains("same nonce") && message.contains("higher gas price"):
            return .sameNonceAlreadyPending
        default:
            return nil
        }
    }

    /// The 2021 node's words (Zilliqa 1), still spoken by nodes that were not upgraded.
    private static func zilliqa1(_ error: RPCError, chainID: UInt16?) -> ZilliqaServiceError? {
        let message = error.message.lowercased()
        let numbers = Self.numbers(in: error.message)
        switch error.code {
        case RPCErrorCode.invalidParameter where message.contains("insufficient funds"),
            RPCErrorCode.invalidAddressOrKey where message.contains("has no balance"):
            return .insufficientFunds
        case RPCErrorCode.invalidParameter where message.contains("nonce") && message.contains("lower than current"):
            return .nonceTooLow(
                sent: numbers.first.flatMap { UInt64($0) }, current: numbers.second.flatMap { UInt64($0) })
        case RPCErrorCode.invalidParameter
        where message.contains("gas limit") && message.contains("lower than minimum"):
            return .gasLimitTooLow(
                offered: numbers.first.flatMap { UInt64($0) }, minimum: numbers.second.flatMap { UInt64($0) })
        case RPCErrorCode.invalidParameter where message.contains("checksum wrong"):
            return .checksumWrong
        case RPCErrorCode.verifyRejected where message.contains("gasprice") && message.contains("lower than minimum"):
            return .gasPriceTooLow(
                offered: numbers.first.flatMap { try? Amount(qaString: $0) },
                minimum: numbers.second.flatMap { try? Amount(qaString: $0) })
        case RPCErrorCode.verifyRejected where message.contains("chain_id incorrect"):
            return .wrongChainID(signedFor: chainID)
        case RPCErrorCode.verifyRejected where message.contains("unable to verify transaction"):
            return .signatureRejected
        default:
            return nil
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

    /// The runs of decimal digits in `message`, in order, at most two (the EVM service reads
    /// its rejections' figures with it too).
    static func numbers(in message: String) -> (first: String?, second: String?) {
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

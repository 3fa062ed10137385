public import ZilliqaKit

/// A JSON-RPC error as the Zilliqa node answers it: a code, the node's exact message, and
/// (only from the devnet) a `data` text saying more when the node's message says too little.
///
/// ```swift
/// throw DevnetRPCError.insufficientFunds
/// DevnetRPCError.nonceTooLow(nonce: 1, current: 3).message   // "Nonce (1) lower than current (3)"
/// ```
public struct DevnetRPCError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON-RPC error code (see ``Code``).
    public let code: Int
    /// The message, word for word what the Zilliqa node sends.
    public let message: String
    /// Extra detail for a person; the node itself sends none.
    public let data: String?

    public init(code: Int, message: String, data: String? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var description: String {
        "JSON-RPC error \(code): \(message)" + (data.map { " (\($0))" } ?? "")
    }

    /// The error object of a JSON-RPC response.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .integer(Int64(code)), "message": .string(message)]
        if let data { members["data"] = .string(data) }
        return .object(members)
    }

    /// The codes the Zilliqa node uses.
    public enum Code {
        public static let parseError = -32700
        public static let invalidRequest = -32600
        public static let methodNotFound = -32601
        public static let invalidParams = -32602
        public static let internalError = -32603
        public static let misc = -1
        public static let invalidAddressOrKey = -5
        public static let invalidParameter = -8
        public static let database = -20
        public static let verifyRejected = -26
    }
}

// MARK: - JSON-RPC framing (libjson-rpc-cpp's messages, as the node sends them)

extension DevnetRPCError {
    /// The body is not JSON.
    public static let notJSON = DevnetRPCError(
        code: Code.parseError, message: "PARSE_ERROR: The JSON-Object is not JSON-Valid")

    /// The JSON is not a JSON-RPC 2.0 request object.
    public static func invalidRequest(_ detail: String) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidRequest,
            message: "INVALID_JSON_REQUEST: The JSON sent is not a valid JSON-RPC Request object", data: detail)
    }

    /// No method with this name.
    public static func methodNotFound(_ name: String) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.methodNotFound,
            message: "METHOD_NOT_FOUND: The method being requested is not available on this server",
            data: "no method \"\(name)\"")
    }

    /// The params are not of the method's shape.
    public static func invalidParams(_ detail: String) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidParams,
            message: "INVALID_PARAMS: Invalid method parameters (invalid name and/or type) recognised", data: detail)
    }
}

// MARK: - CreateTransaction: the JSON checks

extension DevnetRPCError {
    /// A key is missing, or one that is not a transaction field is present.
    public static func missingComponents(_ detail: String) -> DevnetRPCError {
        DevnetRPCError(code: Code.invalidParameter, message: "Missing components in Json Data Object", data: detail)
    }
    public static let nonceNotIntegral = DevnetRPCError(code: Code.invalidParameter, message: "Nonce is not integral")
    public static let amountInvalid = DevnetRPCError(code: Code.invalidParameter, message: "Amount invalid string")
    public static let versionNotIntegral = DevnetRPCError(code: Code.invalidParameter, message: "Version not integral")
    public static let pubKeySize = DevnetRPCError(code: Code.invalidParameter, message: "Invalid PubKey Size")
    public static let signatureSize = DevnetRPCError(code: Code.invalidParameter, message: "Invalid Signature size")
    public static let toAddrChecksum = DevnetRPCError(code: Code.invalidParameter, message: "To Addr checksum wrong")
    public static let priorityNotBoolean = DevnetRPCError(
        code: Code.invalidParameter, message: "Priority should be boolean")

    /// A field passed the shape checks but could not be converted (the node's catch-all).
    public static func unableToProcess(_ detail: String) -> DevnetRPCError {
        DevnetRPCError(code: Code.misc, message: "Unable to Process", data: detail)
    }
}

// MARK: - CreateTransaction: the ledger's checks

extension DevnetRPCError {
    public static let chainIDIncorrect = DevnetRPCError(code: Code.verifyRejected, message: "CHAIN_ID incorrect")

    public static func transactionVersionIncorrect(actual: UInt16) -> DevnetRPCError {
        DevnetRPCError(code: Code.verifyRejected, message: "Transaction version incorrect, Expected:1 Actual:\(actual)")
    }

    public static func gasPriceTooLow(_ gasPrice: Amount, minimum: Amount) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.verifyRejected,
            message: "GasPrice \(gasPrice.qaString) lower than minimum allowable \(minimum.qaString)")
    }

    public static let unableToVerify = DevnetRPCError(
        code: Code.verifyRejected, message: "Unable to verify transaction")

    public static let senderHasNoBalance = DevnetRPCError(
        code: Code.invalidAddressOrKey, message: "The sender of the txn has no balance")

    public static func gasLimitTooLow(_ gasLimit: UInt64) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidParameter,
            message: "Gas limit (\(gasLimit)) lower than minimum for payment transaction (\(Ledger.paymentGas))")
    }

    public static func nonceTooLow(nonce: UInt64, current: UInt64) -> DevnetRPCError {
        DevnetRPCError(code: Code.invalidParameter, message: "Nonce (\(nonce)) lower than current (\(current))")
    }

    /// A nonce that skips ahead: the isolated server's answer.
    public static func nonceExpected(_ expected: UInt64) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidParameter, message: "Expected Nonce: \(expected)",
            data: "send the transaction with nonce \(expected) first")
    }

    public static let feeOverflow = DevnetRPCError(
        code: Code.invalidParameter, message: "tx.GetGasLimit() * tx.GetGasPrice() overflow!")

    public static let debtOverflow = DevnetRPCError(
        code: Code.invalidParameter, message: "tx.GetGasLimit() * tx.GetGasPrice() + tx.GetAmount() overflow!")

    public static let insufficientFunds = DevnetRPCError(
        code: Code.invalidParameter, message: "Insufficient funds in source account!")

    /// A payment that would take the recipient's balance past the largest amount (2^128 - 1 Qa).
    /// ZQ2 refuses an amount that overflows u128 in wei with `-26` "Invalid amount"
    /// (/work/shared/docs/zq2-legacy-api.md, CreateTransaction step 12h, TX:550-557); the devnet
    /// keeps Qa, so it refuses with that answer when the credit would overflow instead.
    public static let recipientBalanceOverflow = DevnetRPCError(
        code: Code.verifyRejected, message: "Invalid amount",
        data: "the recipient's balance would pass the largest amount (2^128 - 1 Qa); nothing was applied")

    public static let codeEmptyAndToAddrNull = DevnetRPCError(
        code: Code.invalidAddressOrKey, message: "The code is empty and To addr is null")

    public static let codeOrDataNotSupported = DevnetRPCError(
        code: Code.misc, message: "Smart contract is disabled",
        data: "the devnet takes plain payments only: send code and data as empty strings")
}

// MARK: - Queries

extension DevnetRPCError {
    public static let accountNotCreated = DevnetRPCError(
        code: Code.invalidAddressOrKey, message: "Account is not created")
    public static let invalidAddress = DevnetRPCError(code: Code.invalidAddressOrKey, message: "invalid address")
    public static let invalidBech32Address = DevnetRPCError(
        code: Code.invalidAddressOrKey, message: "Bech32 address is invalid")
    public static let addressSize = DevnetRPCError(code: Code.invalidParameter, message: "Address size not appropriate")
    public static let txnHashNotPresent = DevnetRPCError(code: Code.database, message: "Txn Hash not Present")
    public static let hashSize = DevnetRPCError(code: Code.invalidParams, message: "Size not appropriate")
}

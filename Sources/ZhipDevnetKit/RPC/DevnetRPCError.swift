public import ZilliqaKit

/// A JSON-RPC error as the Zilliqa node answers it: a code, the node's exact message, and
/// (only from the devnet) a `data` text saying more when the node's message says too little.
///
/// The messages are Zilliqa 2.0 v0.21.8's legacy API (`/work/shared/docs/zq2-legacy-api.md`; the
/// section each imitates is named beside it).
///
/// ```swift
/// throw DevnetRPCError.invalidNonceZero
/// DevnetRPCError.nonceTooLow(nonce: 2, account: 3).message   // "Txn nonce (1) is too low for account (3)"
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
        public static let methodDeprecated = -32
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

    /// The params are not of the method's shape: jsonrpsee's `invalid_params`, with what was wrong in
    /// `data` (ZQ2 puts serde's text there; §0).
    public static func invalidParams(_ detail: String) -> DevnetRPCError {
        DevnetRPCError(code: Code.invalidParams, message: "Invalid params", data: detail)
    }
}

// MARK: - CreateTransaction: the API layer's checks (§2.2 steps 0-9)

extension DevnetRPCError {
    /// Step 0: the fork at the head block does not take legacy transactions (§2.2, §7.2).
    public static let createTransactionDisabled = DevnetRPCError(
        code: Code.methodDeprecated, message: "CreateTransaction is disabled")

    /// Step 2: `version >> 16` is not this chain's id.
    public static func chainIDIncorrect(expected: UInt16, got: UInt32) -> DevnetRPCError {
        DevnetRPCError(code: Code.verifyRejected, message: "unexpected chain ID, expected: \(expected), got: \(got)")
    }

    /// Step 3: `version & 0xffff` is not 1.
    public static func transactionVersionIncorrect(actual: UInt32) -> DevnetRPCError {
        DevnetRPCError(code: Code.verifyRejected, message: "unexpected version, expected: 1, got: \(actual)")
    }

    /// Step 4: `pubKey` is not hex.
    public static let publicKeyNotHex = DevnetRPCError(code: Code.verifyRejected, message: "Cannot parse public key")
    /// Step 5: `pubKey` is hex but not a SEC1 point.
    public static let publicKeyInvalid = DevnetRPCError(code: Code.verifyRejected, message: "Invalid public key")

    /// Step 6: `toAddr` is not 40 hex digits: the hex parser's text as `-32603` (§0; the exact
    /// const-hex wording is UNCONFIRMED in the doc).
    public static func toAddrNotHex(_ parserMessage: String) -> DevnetRPCError {
        DevnetRPCError(code: Code.internalError, message: parserMessage)
    }
    /// Step 6: `toAddr`'s case is neither the Zilliqa checksum nor EIP-55.
    public static let toAddrChecksum = DevnetRPCError(code: Code.internalError, message: "To Addr checksum wrong")

    /// Step 7: `signature` is not 128 hex digits, or r or s is 0 or not below the group order.
    public static let signatureUnparsable = DevnetRPCError(
        code: Code.verifyRejected, message: "Cannot extract signature - signature error")

    /// Step 8: nonce 0.
    public static let invalidNonceZero = DevnetRPCError(code: Code.invalidParameter, message: "Invalid nonce (0)")

    /// Step 9: the Schnorr signature does not verify; the whole message is the one word.
    public static let signatureInvalid = DevnetRPCError(code: Code.verifyRejected, message: "signature")
}

// MARK: - CreateTransaction: the consensus layer's checks (§2.2 steps 10-13)

extension DevnetRPCError {
    /// Step 10, escrow-only era: the transaction is not addressed to the migration escrow (§7.2).
    public static let onlyToEscrow = DevnetRPCError(
        code: Code.verifyRejected,
        message: "Zilliqa transactions are only accepted when addressed to the escrow contract")

    /// Step 12b: `gasLimit × 420` is above the block's 84 000 000 EVM gas ("exceeeds" is ZQ2's spelling).
    public static func gasLimitAboveBlock(_ gasLimit: UInt64) -> DevnetRPCError {
        let evmGas = UInt128(gasLimit) * UInt128(Ledger.evmGasPerScillaGas)
        return DevnetRPCError(
            code: Code.invalidParameter,
            message: "Txn gas limit (\(evmGas)) exceeeds block gas limit (\(Ledger.blockGasLimitEVM))")
    }

    /// Step 12c: neither a payment, a call nor a contract creation.
    public static let unknownTransactionType = DevnetRPCError(
        code: Code.internalError, message: "Unknown transaction type")

    /// Step 12c: a gas limit under the payment's 50.
    public static func gasLimitTooLow(_ gasLimit: UInt64) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidParameter,
            message: "Insufficient Zilliqa txn gas supplied (\(gasLimit)) - required (\(Ledger.paymentGas))")
    }

    /// Step 12d: the price per EVM gas is under the chain's.
    public static let gasPriceTooLow = DevnetRPCError(
        code: Code.verifyRejected, message: "Provided gas price is too low")
    /// Step 12d: the price per EVM gas is above the total supply.
    public static let gasPriceTooHigh = DevnetRPCError(
        code: Code.verifyRejected, message: "Provided gas price is too high")

    /// Step 12f: `cost` (50 × gasPrice, a Qa figure) is above the balance in wei; ZQ2 compares the
    /// two numbers as they are, and leaves the amount out.
    public static func insufficientFunds(cost: Amount, balanceWei: String) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidParameter,
            message: "Insufficient funds - txn cost \(cost.qaString) but account balance \(balanceWei)")
    }

    /// Step 12g: the nonce is already used; ZQ2 shows the transaction's nonce 0-based (`nonce - 1`).
    public static func nonceTooLow(nonce: UInt64, account: UInt64) -> DevnetRPCError {
        DevnetRPCError(
            code: Code.invalidParameter, message: "Txn nonce (\(nonce - 1)) is too low for account (\(account))")
    }

    /// Step 12h: `amount × 10^6` overflows u128 or reaches the total supply (21e27 wei).
    public static let invalidAmount = DevnetRPCError(code: Code.verifyRejected, message: "Invalid amount")

    /// A payment that would take the recipient's balance past the largest an account holds (2^128 - 1 wei).
    /// ZQ2 keeps wei and can't get there: its nearest answer is step 12h's "Invalid amount", so the
    /// devnet answers that, and says why in `data`.
    public static let recipientBalanceOverflow = DevnetRPCError(
        code: Code.verifyRejected, message: "Invalid amount",
        data: "the recipient's balance would pass the largest an account holds (2^128 - 1 wei); nothing was applied")

    /// A contract call or creation: ZQ2 runs them, the devnet takes plain payments only.
    public static let codeOrDataNotSupported = DevnetRPCError(
        code: Code.internalError, message: "Smart contract is disabled",
        data: "the devnet takes plain payments only: send code and data as empty strings")
}

// MARK: - Queries

extension DevnetRPCError {
    /// GetBalance of an account absent from the state (§1).
    public static let accountNotCreated = DevnetRPCError(
        code: Code.invalidAddressOrKey, message: "Account is not created")
    /// GetTransaction of a hash not mined (unknown or still pending) (§1).
    public static let txnHashNotPresent = DevnetRPCError(code: Code.database, message: "Txn Hash not Present")
    /// GetTransaction of a transaction mined in a block not yet final (§1).
    public static let blockNotFinalized = DevnetRPCError(code: Code.database, message: "Block not finalized")
    /// GetTransactionStatus of a hash neither mined nor pending (§1: "found", not "Present").
    public static let txnHashNotFound = DevnetRPCError(code: Code.database, message: "Txn Hash not found")
    /// GetSmartContractSubState or GetSmartContractInit of an address with no account (§1).
    public static let addressDoesNotExist = DevnetRPCError(
        code: Code.invalidAddressOrKey, message: "Address does not exist")
}

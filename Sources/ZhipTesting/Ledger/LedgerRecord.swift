public import ZilliqaKit

/// One recorded command of Ledger's Ethereum app: its APDU exchanges, in order, and what the
/// recording knows about them (the input, the decoded answer, the separate check of it).
public struct LedgerRecord: Sendable, Hashable {
    /// One APDU and the app's answer to it.
    public struct Exchange: Sendable, Hashable {
        /// The APDU sent (CLA, INS, P1, P2, Lc, data).
        public let apdu: [UInt8]
        /// The answer's data, without the status word.
        public let responseData: [UInt8]
        /// The status word (0x9000: done).
        public let statusWord: UInt16

        /// The answer as a transport returns it.
        public var answer: LedgerAnswer { LedgerAnswer(data: responseData, statusWord: statusWord) }
    }

    /// The record's name ("get_app_configuration").
    public let name: String
    /// What the record is, in the recording's words.
    public let description: String
    /// The BIP-32 path it uses ("m/44'/60'/0'/0/0"), nil for commands without one.
    public let path: String?
    /// The exchanges in order: one per APDU chunk.
    public let exchanges: [Exchange]
    /// The transaction signed, as the recording wrote it (`tx`), when it signs one.
    public let transaction: JSONValue?
    /// The unsigned transaction's bytes (`unsigned_tx`), when it signs one.
    public let unsignedTransaction: [UInt8]?
    /// The message signed (`message_utf8`), for personal_sign.
    public let message: String?
    /// The EIP-712 typed data signed (`typed_data`).
    public let typedData: JSONValue?
    /// The answer decoded (`decoded`: v, r, s, an address, flags).
    public let decoded: JSONValue?
    /// The separate check of the answer with eth-account (`check`).
    public let check: JSONValue?

    /// `check.signed_raw_transaction`: the signed transaction the answer gives ("0x02f872…").
    public var signedRawTransaction: String? { check?["signed_raw_transaction"]?.stringValue }
    /// `check.expected_sender`: the account that signed.
    public var expectedSender: String? { check?["expected_sender"]?.stringValue }
    /// `decoded.address`: the address a GET ADDRESS answer holds.
    public var address: String? { decoded?["address"]?.stringValue }

    init(_ value: JSONValue) throws(LedgerRecordingError) {
        guard let name = value["name"]?.stringValue else { throw .unreadable("a record has no name") }
        guard case .array(let exchanges)? = value["exchanges"], !exchanges.isEmpty else {
            throw .unreadable("record \(name) has no exchanges")
        }
        self.name = name
        description = value["description"]?.stringValue ?? ""
        path = value["path"]?.stringValue
        self.exchanges = try exchanges.map { (exchange: JSONValue) throws(LedgerRecordingError) -> Exchange in
            let apdu = try Self.bytes(exchange["apdu"], "apdu", in: name)
            let data = try Self.bytes(exchange["response_data"], "response_data", in: name)
            let word = try Self.bytes(exchange["sw"], "sw", in: name)
            guard word.count == 2 else { throw .unreadable("record \(name) has a status word of \(word.count) bytes") }
            return Exchange(apdu: apdu, responseData: data, statusWord: UInt16(word[0]) << 8 | UInt16(word[1]))
        }
        transaction = value["tx"]
        unsignedTransaction = try value["unsigned_tx"].map { (hex: JSONValue) throws(LedgerRecordingError) in
            try Self.bytes(hex, "unsigned_tx", in: name)
        }
        message = value["message_utf8"]?.stringValue
        typedData = value["typed_data"]
        decoded = value["decoded"]
        check = value["check"]
    }

    private static func bytes(_ value: JSONValue?, _ field: String, in name: String) throws(LedgerRecordingError)
        -> [UInt8]
    {
        guard let text = value?.stringValue else { throw .unreadable("record \(name) has no \(field)") }
        do {
            return try Hex.decode(text)
        } catch {
            throw .unreadable("record \(name)'s \(field) is not hex")
        }
    }
}

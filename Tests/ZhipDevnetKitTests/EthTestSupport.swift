import Testing
import ZhipDevnetKit
import ZilliqaKit

/// EVM transactions for the devnet's eth_ tests, signed with ZilliqaKit's `EVMTransaction` (byte for
/// byte eth-account's), and the few kinds it does not make (type 1, no EIP-155, high s) from RLP.
enum EthFixture {
    /// Fixture.chainID's EVM chain id: 222 + 0x8000 = 32990.
    static let chainID: UInt64 = 32_990
    /// ZQ2's gas price, 0x454b7a4e100 (zq2-eth-api.md §1).
    static let gasPrice: UInt128 = 4_761_904_800_000
    /// 21000 gas at that price: 0.1000000008 ZIL (§3).
    static let fee: UInt128 = 100_000_000_800_000_000
    static let oneZIL: UInt128 = 1_000_000_000_000_000_000

    static var alice: EVMAddress { Fixture.alice.evmAddress }
    static var bob: EVMAddress { Fixture.bob.evmAddress }
    static func account(_ address: EVMAddress) -> Address { EthTransaction.account(address) }

    /// A ledger funding alice's legacy account with 1000 ZIL (Fixture.ledger) and her EVM account with 1000 ZIL.
    static func ledger(confirmsImmediately: Bool = false, finalityLag: UInt64 = 0) throws -> Ledger {
        let ledger = Fixture.ledger(confirmsImmediately: confirmsImmediately, finalityLag: finalityLag)
        try ledger.fund(account(alice), wei: Wei(1000, unit: .zil))
        return ledger
    }

    /// A type-0 EIP-155 transfer alice → bob (or `to`).
    static func legacy(
        from key: KeyPair = Fixture.alice, nonce: UInt64 = 0, gasPrice: UInt128 = gasPrice, gasLimit: UInt64 = 21_000,
        to: EVMAddress? = nil, value: UInt128 = oneZIL, data: [UInt8] = [], chainID: UInt64 = chainID
    ) -> [UInt8] {
        EVMTransaction(
            nonce: nonce, fee: .legacy(gasPrice: gasPrice), gasLimit: gasLimit, to: to ?? bob, value: value, data: data,
            chainID: chainID
        ).signed(with: key.privateKey).raw
    }

    /// A type-2 transfer alice → bob (or `to`).
    static func dynamic(
        from key: KeyPair = Fixture.alice, nonce: UInt64 = 0, maxFee: UInt128 = gasPrice, priority: UInt128 = gasPrice,
        gasLimit: UInt64 = 21_000, to: EVMAddress? = nil, value: UInt128 = oneZIL, chainID: UInt64 = chainID
    ) -> [UInt8] {
        EVMTransaction(
            nonce: nonce, fee: .eip1559(maxFeePerGas: maxFee, maxPriorityFeePerGas: priority), gasLimit: gasLimit,
            to: to ?? bob, value: value, chainID: chainID
        ).signed(with: key.privateKey).raw
    }

    /// The six legacy fields, as RLP items.
    private static func legacyFields(nonce: UInt64, to: EVMAddress?, value: UInt128, gasLimit: UInt64) -> [RLPItem] {
        [
            .integer(nonce), .integer(gasPrice), .integer(gasLimit), .bytes(to?.bytes ?? []), .integer(value),
            .bytes([]),
        ]
    }

    private static func sign(_ hash: [UInt8]) throws -> ECDSASignature {
        try ECDSA.sign(hash: hash, with: Fixture.alice.privateKey)
    }

    private static func word(_ bytes: [UInt8]) -> RLPItem { .bytes(Array(bytes.drop { $0 == 0 })) }

    /// A legacy transfer signed without EIP-155 (v 27/28).
    static func preEIP155(nonce: UInt64 = 0, value: UInt128 = oneZIL) throws -> [UInt8] {
        let fields = legacyFields(nonce: nonce, to: bob, value: value, gasLimit: 21_000)
        let signature = try sign(Keccak256.hash(RLP.encode(.list(fields))))
        return RLP.encode(
            .list(fields + [.integer(27 + signature.recoveryID), word(signature.r), word(signature.s)]))
    }

    /// A type-1 (EIP-2930) transfer with an empty access list, or a contract creation (`to` nil) with `data`.
    static func accessList(
        nonce: UInt64 = 0, to: EVMAddress? = bob, data: [UInt8] = [], accessList: [RLPItem] = []
    ) throws -> [UInt8] {
        let fields: [RLPItem] = [
            .integer(chainID), .integer(nonce), .integer(gasPrice), .integer(UInt64(30_000)), .bytes(to?.bytes ?? []),
            .integer(oneZIL), .bytes(data), .list(accessList),
        ]
        let signature = try sign(Keccak256.hash([0x01] + RLP.encode(.list(fields))))
        return [0x01]
            + RLP.encode(.list(fields + [.integer(signature.recoveryID), word(signature.r), word(signature.s)]))
    }

    /// `raw` (a type-2 transaction) with s replaced by n - s and the parity flipped: the same signer.
    static func highS(_ raw: [UInt8]) throws -> [UInt8] {
        var items = try RLP.decode(Array(raw.dropFirst())).listItems()
        let s = try items[11].byteString()
        let order = try Hex.decode("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
        let padded = [UInt8](repeating: 0, count: 32 - s.count) + s
        var high = [UInt8](repeating: 0, count: 32)
        var borrow = 0
        for index in (0..<32).reversed() {
            let difference = Int(order[index]) - Int(padded[index]) - borrow
            borrow = difference < 0 ? 1 : 0
            high[index] = UInt8(difference + (borrow << 8))
        }
        let parity = try items[9].integer(as: UInt8.self)
        items[9] = .integer(parity ^ 1)
        items[11] = word(high)
        return [0x02] + RLP.encode(.list(items))
    }

    static func hex(_ raw: [UInt8]) -> String { "0x" + Hex.encode(raw) }

    /// The hash eth_sendRawTransaction answers for `raw`.
    static func hash(_ raw: [UInt8]) -> String { "0x" + Hex.encode(Keccak256.hash(raw)) }

    /// The answer to `method` with `params` on `handler`.
    static func call(_ handler: JSONRPCHandler, _ method: String, _ params: [JSONValue]) -> JSONValue {
        handler.handle(request: Fixture.request(method, params))
    }

    /// eth_sendRawTransaction of `raw`.
    static func send(_ handler: JSONRPCHandler, _ raw: [UInt8]) -> JSONValue {
        call(handler, "eth_sendRawTransaction", [.string(hex(raw))])
    }
}

extension JSONValue {
    /// The error's code and message of an answer, nil for a result.
    var ethError: (code: Int64?, message: String?)? {
        guard let error = self["error"] else { return nil }
        guard case .integer(let code)? = error["code"] else { return (nil, error["message"]?.stringValue) }
        return (code, error["message"]?.stringValue)
    }
}

import Testing
import ZilliqaKit

@Suite("EVM transactions")
struct EVMTransactionTests {
    static let vectors = (try? EVMTransactionVector.load()) ?? []

    /// EIP-155's own example, as evm-accounts.md quotes it.
    static func eip155Example() throws -> (key: PrivateKey, transaction: EVMTransaction) {
        let key = try PrivateKey(hex: "4646464646464646464646464646464646464646464646464646464646464646")
        let transaction = EVMTransaction(
            nonce: 9, fee: .legacy(gasPrice: 20_000_000_000), gasLimit: 21_000,
            to: try EVMAddress("0x3535353535353535353535353535353535353535"), value: 1_000_000_000_000_000_000,
            chainID: 1)
        return (key, transaction)
    }

    static let eip155Raw =
        "f86c098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a76400008025a028ef61340bd939bc2195fe537567866003e1a15d3c71ff63e1590620aa636276a067cbe9d8997f761aecb703304b3800ccf555c9f3dc64214b297fb1966a3b6d83"

    @Test("EIP-155's example signs to its raw transaction exactly")
    func eip155ExampleRaw() throws {
        let (key, transaction) = try Self.eip155Example()

        let signed = transaction.signed(with: key)

        #expect(Hex.encode(signed.raw) == Self.eip155Raw)
    }

    @Test("100 eth-account vectors load, 50 of each type")
    func vectorsLoad() {
        #expect(Self.vectors.compactMap { $0.parsed() }.count == 100)
        #expect(Self.vectors.filter { $0.type == 0 }.count == 50)
    }

    /// The vectors whose transaction, signed here, gives other bytes in `part` than eth-account's `expected`.
    static func mismatches(
        _ part: (SignedEVMTransaction) -> [UInt8], _ expected: KeyPath<EVMTransactionVector, String>
    ) -> [Int] {
        vectors.indices.filter { index in
            guard let (key, transaction) = vectors[index].parsed() else { return true }
            return Hex.encode(part(transaction.signed(with: key))) != vectors[index][keyPath: expected]
        }
    }

    @Test("every eth-account transaction signs to its raw bytes byte for byte")
    func rawMatchesEthAccount() {
        #expect(Self.mismatches(\.raw, \.raw) == [])
    }

    @Test("every eth-account transaction hash is Keccak-256 of its raw bytes")
    func hashMatchesEthAccount() {
        #expect(Self.mismatches(\.hash, \.hash) == [])
    }

    @Test("every eth-account raw transaction decodes to its fields and sender")
    func decodeRecoversSender() {
        let mismatches = Self.vectors.indices.filter { index in
            let vector = Self.vectors[index]
            guard let (_, transaction) = vector.parsed(),
                let decoded = try? SignedEVMTransaction(raw: [UInt8](hex: vector.raw))
            else { return true }
            return decoded.transaction != transaction || decoded.sender.checksummed != vector.sender
        }

        #expect(mismatches == [])
    }

    @Test("EIP-155's example decodes to the key's address and chain id 1")
    func eip155ExampleDecodes() throws {
        let (key, transaction) = try Self.eip155Example()

        let decoded = try SignedEVMTransaction(raw: [UInt8](hex: Self.eip155Raw))

        #expect(decoded.transaction == transaction)
        #expect(decoded.sender == key.publicKey.evmAddress)
    }

    @Test("a legacy transaction without a chain id (v = 27) is refused")
    func preEIP155Refused() throws {
        let (key, transaction) = try Self.eip155Example()
        let signed = transaction.signed(with: key)
        var items = try RLP.decode(signed.raw).listItems()
        items[6] = .integer(27 as UInt8)

        #expect(throws: EVMTransactionError.noChainID) { try SignedEVMTransaction(raw: RLP.encode(.list(items))) }
    }

    @Test("a transaction whose fields were changed after signing recovers another sender")
    func tamperedValue() throws {
        let (key, transaction) = try Self.eip155Example()
        var items = try RLP.decode(transaction.signed(with: key).raw).listItems()
        items[4] = .integer(2 as UInt8)

        let decoded = try SignedEVMTransaction(raw: RLP.encode(.list(items)))

        #expect(decoded.sender != key.publicKey.evmAddress)
    }

    @Test("transaction types other than 0 and 2 are refused", arguments: [UInt8(0x01), 0x03, 0x04])
    func otherTypesRefused(type: UInt8) {
        #expect(throws: EVMTransactionError.unsupportedType(type)) {
            try SignedEVMTransaction(raw: [type, 0xc0])
        }
    }

    @Test("raw bytes with a byte after the transaction are refused")
    func trailingByteRefused() {
        let raw = [UInt8](hex: Self.eip155Raw) + [0x00]

        #expect(throws: EVMTransactionError.rlp(.trailingBytes(1))) { try SignedEVMTransaction(raw: raw) }
    }
}

import Testing
import ZhipTesting

@testable import ZilliqaKit

/// The Ethereum app's commands against the exchanges recorded from Ledger's real app: the APDU bytes
/// sent are the recorded ones (any other fails the exchange and is kept in `unrecorded`), and what
/// is read from the answers equals what eth-account computed from them (`check`, `decoded`).
@Suite("Ledger's Ethereum app, against its recorded exchanges")
struct EthereumAppTests {
    /// The account of speculos's default seed on m/44'/60'/0'/0/0.
    static let account = "0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D"

    @Test("the open app is the Ethereum app, version 1.22.0-dev")
    func theOpenAppIsNamed() async throws {
        let device = try RecordedLedgerDevice(records: ["get_app_and_version"])

        let open = try await EthereumApp(transport: device).openApp()

        #expect(open.name == "Ethereum" && open.version == "1.22.0-dev")
        #expect(device.unrecorded.isEmpty)
    }

    @Test("the configuration says blind signing is off by default, and on once enabled")
    func theConfigurationTellsBlindSigning() async throws {
        let before = try await EthereumApp(transport: RecordedLedgerDevice(records: ["get_app_configuration"]))
            .configuration()
        let after = try await EthereumApp(transport: RecordedLedgerDevice(records: ["enable_blind_signing"]))
            .configuration()

        #expect(!before.blindSigningEnabled && before.version == "1.22.0")
        #expect(after.blindSigningEnabled)
    }

    @Test(
        "the address on each recorded path is the one the header gives",
        arguments: [
            ("get_address_m44_60_0_0_0", "m/44'/60'/0'/0/0"), ("get_address_m44_60_0_0_1", "m/44'/60'/0'/0/1"),
            ("get_address_ledger_live_m44_60_1_0_0", "m/44'/60'/1'/0/0"),
        ])
    func addressesAreTheDevices(record: String, path: String) async throws {
        let recordings = try LedgerRecordings.ethereumApp
        let device = try RecordedLedgerDevice(records: [record])

        let account = try await EthereumApp(transport: device).address(at: try DerivationPath(path))

        #expect(account.address.checksummed == recordings.addresses[path])
        #expect(device.unrecorded.isEmpty)
    }

    @Test("an address shown on the device and confirmed is returned; cancelled, it is a rejection")
    func anAddressShownIsConfirmedOrRejected() async throws {
        let path = try DerivationPath("m/44'/60'/0'/0/0")
        let approved = try await EthereumApp(
            transport: RecordedLedgerDevice(records: ["get_address_display_approved"])
        ).address(at: path, showOnDevice: true)

        await #expect(throws: LedgerError.rejectedOnDevice) {
            try await EthereumApp(transport: RecordedLedgerDevice(records: ["get_address_display_rejected"]))
                .address(at: path, showOnDevice: true)
        }
        #expect(approved.address.checksummed == Self.account)
    }

    @Test(
        "a transaction signed on the device is the raw transaction eth-account built from its answer",
        arguments: [
            ["sign_eip1559_zil_transfer"], ["sign_legacy_eip155_zil_transfer"],
            ["enable_blind_signing", "sign_erc20_transfer_blind_signing_on"],
            ["enable_blind_signing", "sign_eip1559_600_byte_data_chunked"],
        ])
    func transactionsAreSigned(records: [String]) async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: try #require(records.last))
        let transaction = try Self.transaction(of: record)
        let device = try RecordedLedgerDevice(records: records)

        let signed = try await EthereumApp(transport: device).sign(
            transaction, at: try DerivationPath("m/44'/60'/0'/0/0"))

        #expect(transaction.unsignedBytes == record.unsignedTransaction)
        #expect("0x" + Hex.encode(signed.raw) == record.signedRawTransaction)
        #expect(signed.sender.checksummed == Self.account)
        #expect(device.received.count == record.exchanges.count && device.unrecorded.isEmpty)
    }

    @Test("a legacy transaction's v is derived from the one byte the app returns: 0x26 on chain 32769 is v 65574")
    func aTruncatedVIsDerived() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "sign_legacy_eip155_zil_transfer")
        let device = try RecordedLedgerDevice(records: [record.name])

        let signed = try await EthereumApp(transport: device).sign(
            try Self.transaction(of: record), at: try DerivationPath("m/44'/60'/0'/0/0"))

        #expect(record.exchanges[0].responseData[0] == 0x26)
        #expect(signed.signature.recoveryID == 1)
        #expect(try SignedEVMTransaction(raw: signed.raw).transaction.chainID == 32769)
    }

    @Test("a rejection on the device is rejectedOnDevice")
    func aRejectionIsTyped() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "sign_eip1559_rejected")
        let device = try RecordedLedgerDevice(records: [record.name])

        await #expect(throws: LedgerError.rejectedOnDevice) {
            _ = try await EthereumApp(transport: device).sign(
                try Self.transaction(of: record), at: try DerivationPath("m/44'/60'/0'/0/0"))
        }
    }

    @Test(
        "with blind signing off, contract data is refused at its first chunk: blindSigningOff",
        arguments: ["sign_eip1559_600_byte_data_blind_signing_off", "sign_erc20_transfer_blind_signing_off"])
    func contractDataNeedsBlindSigning(record name: String) async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: name)
        let device = try RecordedLedgerDevice(records: [name])

        await #expect(throws: LedgerError.blindSigningOff) {
            _ = try await EthereumApp(transport: device).sign(
                try Self.transaction(of: record), at: try DerivationPath("m/44'/60'/0'/0/0"))
        }
        #expect(device.received.count == 1, "nothing past the refused chunk is sent")
    }

    @Test(
        "a personal message is signed in one chunk or two: the signature eth-account recovers to the account",
        arguments: ["personal_sign_hello_zhip", "personal_sign_400_bytes"])
    func personalMessagesAreSigned(record name: String) async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: name)
        let message = try PersonalMessage(text: try #require(record.message))
        let device = try RecordedLedgerDevice(records: [name])

        let signature = try await EthereumApp(transport: device).sign(
            message, at: try DerivationPath("m/44'/60'/0'/0/0"))

        #expect(try message.signer(of: signature).checksummed == Self.account)
        #expect(device.received.count == record.exchanges.count && device.unrecorded.isEmpty)
    }

    @Test("EIP-712 by its hashes: refused while blind signing is off, signed once it is on")
    func typedDataIsSignedByHashes() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "sign_eip712_hashes_mail")
        let typedData = try TypedData(document: try #require(record.typedData))
        let path = try DerivationPath("m/44'/60'/0'/0/0")
        let off = EthereumApp(transport: try RecordedLedgerDevice(records: ["sign_eip712_hashes_blind_signing_off"]))
        let on = EthereumApp(transport: try RecordedLedgerDevice(records: [record.name]))

        await #expect(throws: LedgerError.blindSigningOff) {
            _ = try await off.signTypedData(
                domainHash: typedData.domainSeparator, messageHash: typedData.messageHash, at: path)
        }
        let signature = try await on.signTypedData(
            domainHash: typedData.domainSeparator, messageHash: typedData.messageHash, at: path)
        #expect(try typedData.signer(of: signature).checksummed == Self.account)
    }

    @Test("the status words of another app or none open, and of a locked device, are typed with their next step")
    func statusWordsAreTyped() {
        #expect(EthereumApp.error(for: 0x6D00, blindSigning: false) == .ethereumAppNotOpen(openApp: nil))
        #expect(EthereumApp.error(for: 0x6E00, blindSigning: false) == .ethereumAppNotOpen(openApp: nil))
        #expect(EthereumApp.error(for: 0x5515, blindSigning: false) == .locked)
        #expect(EthereumApp.error(for: 0x6A80, blindSigning: false) == .status(0x6A80))
        #expect(LedgerError.status(0x6A80).description.contains("0x6A80"))
    }

    @Test("a path deeper than the app's 10 levels is refused before anything is sent")
    func aDeepPathIsRefused() async throws {
        let device = try RecordedLedgerDevice(records: [])
        let deep = DerivationPath(indexes: Array(repeating: 0, count: 11))

        await #expect(throws: LedgerError.pathTooDeep(11)) {
            _ = try await EthereumApp(transport: device).address(at: deep)
        }
        #expect(device.received.isEmpty)
    }

    /// The record's transaction (`tx`), as Zhip builds it.
    static func transaction(of record: LedgerRecord) throws -> EVMTransaction {
        let tx = try #require(record.transaction)
        func number(_ key: String) throws -> UInt128 {
            switch tx[key] {
            case .string(let text)?: return try #require(UInt128(text))
            case .integer(let value)?: return UInt128(value)
            case .unsignedInteger(let value)?: return UInt128(value)
            default: throw RecordFieldMissing(key: key)
            }
        }
        let data = try Hex.decode(Hex.stripPrefix(try #require(tx["data"]?.stringValue)))
        let fee: EVMTransactionFee =
            tx["maxFeePerGas"] == nil
            ? .legacy(gasPrice: try number("gasPrice"))
            : .eip1559(
                maxFeePerGas: try number("maxFeePerGas"), maxPriorityFeePerGas: try number("maxPriorityFeePerGas"))
        return EVMTransaction(
            nonce: UInt64(try number("nonce")), fee: fee, gasLimit: UInt64(try number("gas")),
            to: try EVMAddress(try #require(tx["to"]?.stringValue)), value: try number("value"), data: data,
            chainID: UInt64(try number("chainId")))
    }

    /// A record without a field the test reads.
    struct RecordFieldMissing: Error {
        let key: String
    }
}

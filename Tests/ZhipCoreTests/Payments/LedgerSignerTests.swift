import Testing
import ZhipCore
import ZhipTesting
import ZilliqaKit

/// ``LedgerSigner`` against the recorded Ethereum app: what it checks on the device before anything
/// is sent to sign, and what it refuses without asking the device.
@Suite("LedgerSigner, against the recorded Ethereum app")
struct LedgerSignerTests {
    static let first = "get_address_m44_60_0_0_0"
    static let connecting = ["get_app_and_version", "get_app_configuration", first]

    /// The account the device derives on `record`'s path, as a wallet saves it.
    static func account(_ record: String) async throws -> LedgerWalletAccount {
        let path = try DerivationPath(try #require(try LedgerRecordings.ethereumApp.record(named: record).path))
        let device = try await EthereumApp(transport: try RecordedLedgerDevice(records: [record])).address(at: path)
        return LedgerWalletAccount(name: "Account 1", device: device)
    }

    /// A call with contract data (an ERC-20 transfer's selector and arguments).
    static func contractCall() throws -> EVMTransaction {
        EVMTransaction(
            nonce: 1, fee: .eip1559(maxFeePerGas: 4_761_904_800_000, maxPriorityFeePerGas: 0), gasLimit: 60_000,
            to: try EVMAddress("0x5555555555555555555555555555555555555555"), value: 0,
            data: [0xA9, 0x05, 0x9C, 0xBB] + [UInt8](repeating: 0, count: 64), chainID: 32769)
    }

    @Test("unlocking checks the open app and the saved account on the device: the EVM account, no legacy one")
    func unlockingChecksTheDevice() async throws {
        let device = try RecordedLedgerDevice(records: Self.connecting)
        let account = try await Self.account(Self.first)
        let signer = LedgerSigner(account: account) { device }

        let accounts = try await signer.unlock()

        #expect(accounts.evm == account.address && accounts.legacy == nil)
        #expect(device.received.count == 3 && device.unrecorded.isEmpty)
    }

    @Test("a device that derives another account on the saved path is refused before anything is signed")
    func anotherDeviceIsRefused() async throws {
        let other = try await Self.account("get_address_ledger_live_m44_60_1_0_0")
        let saved = LedgerWalletAccount(
            name: "Account 1", path: try DerivationPath("m/44'/60'/0'/0/0"), publicKey: other.publicKey)
        let device = try RecordedLedgerDevice(records: Self.connecting)
        let signer = LedgerSigner(account: saved) { device }

        await #expect(throws: TransactionsError.self) { _ = try await signer.unlock() }
        do { _ = try await signer.unlock() } catch .ledgerAccountMismatch(let savedAddress, let deviceAddress, _) {
            #expect(savedAddress == other.address && deviceAddress != other.address)
        } catch {
            Issue.record("expected ledgerAccountMismatch, got \(error)")
        }
        #expect(!device.received.contains { $0.starts(with: [0xE0, 0x04]) }, "no transaction was sent to sign")
    }

    @Test("contract data while blind signing is off is refused without sending it to the device")
    func contractDataNeedsBlindSigning() async throws {
        let device = try RecordedLedgerDevice(records: Self.connecting)
        let signer = LedgerSigner(account: try await Self.account(Self.first)) { device }

        await #expect(throws: TransactionsError.ledger(.blindSigningOff)) {
            _ = try await signer.sign(try Self.contractCall())
        }
        #expect(!device.received.contains { $0.starts(with: [0xE0, 0x04]) })
    }

    @Test("a legacy payment is refused: a Ledger wallet has no legacy account, and the device is not asked")
    func aLegacyPaymentIsRefused() async throws {
        let device = try RecordedLedgerDevice(records: [])
        let signer = LedgerSigner(account: try await Self.account(Self.first)) { device }
        let payment = Payment(
            to: try Address("zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn"), amount: Amount(qa: 1),
            gasPrice: Amount(qa: 1),
            gasLimit: 50, nonce: 1)

        await #expect(throws: TransactionsError.ledgerHasNoLegacyAccount) {
            _ = try await signer.sign(payment, chainID: 1)
        }
        #expect(device.received.isEmpty)
    }

    @Test("lock forgets the connection: the next unlock checks the device again")
    func lockForgetsTheDevice() async throws {
        let device = try RecordedLedgerDevice(records: Self.connecting)
        let signer = LedgerSigner(account: try await Self.account(Self.first)) { device }

        _ = try await signer.unlock()
        signer.lock()
        _ = try await signer.unlock()

        #expect(device.received.count == 6)
    }
}

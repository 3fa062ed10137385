import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The app's scenes with a Ledger, against the recorded Ethereum app: onboarding's "Use a Ledger",
/// the Sign scene confirming on the device, and the Ledger wallet's home.
@Suite("The app with a Ledger, against the recorded Ethereum app", .container)
@MainActor
struct LedgerScenesTests {
    /// Speculos's default seed on m/44'/60'/0'/0/0, the recordings' account.
    static let account = "0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D"

    /// Registers a connector to a device answering `records`, and returns the device.
    func register(_ records: [String]) throws -> RecordedLedgerDevice {
        let device = try RecordedLedgerDevice(records: records)
        Container.shared.ledgerConnector.register { LedgerConnector { device } }
        return device
    }

    @Test("onboarding's choice offers a Ledger, which leads to Use a Ledger")
    func theChoiceOffersALedger() {
        let choose = ChooseWalletViewModel()
        let steps = StepRecorder(choose.navigator)

        choose.didTapUseLedger()

        #expect(choose.state.useLedgerButtonTitle == "Use a Ledger")
        #expect(steps.steps == [.useLedger])
    }

    @Test("Use a Ledger reads the account on Ledger Live's path from the device and saves it as the wallet")
    func useALedgerSavesTheDevicesAccount() async throws {
        let device = try register(["get_app_and_version", "get_address_ledger_live_m44_60_1_0_0"])
        let scene = UseLedgerViewModel()
        let steps = StepRecorder(scene.navigator)

        scene.didEditIndex("1")
        await scene.didTapConnect()

        let saved = try #require(try Container.shared.ledgerWalletUseCase().load())
        #expect(saved.currentAccount.address.checksummed == "0x463e4e114AA57F54f2Fd2C3ec03572C6f75d84C2")
        #expect(saved.currentAccount.path.description == "m/44'/60'/1'/0/0")
        #expect(steps.steps == [.saved(saved)])
        #expect(device.unrecorded.isEmpty)
    }

    @Test("an index that is not a number turns Connect off; a device that cannot be reached is said, nothing saved")
    func useALedgerRefusesAndExplains() async throws {
        _ = try register([])
        let scene = UseLedgerViewModel()

        scene.didEditIndex("one")
        let offWithText = !scene.state.isConnectEnabled
        scene.didEditIndex("0")
        await scene.didTapConnect()

        #expect(offWithText)
        #expect(scene.state.errorMessage?.contains("connection to the Ledger failed") == true)
        #expect(try Container.shared.ledgerWalletUseCase().load() == nil)
        #expect(scene.state.isConnectEnabled, "Connect can be tapped again")
    }

    @Test("with a Ledger wallet the Sign scene asks for no password: the device signs the reviewed transfer")
    func theSignSceneConfirmsOnTheDevice() async throws {
        let recorded = try LedgerRecordings.ethereumApp.record(named: "sign_eip1559_zil_transfer")
        let device = try register([
            "get_app_and_version", "get_app_configuration", "get_address_m44_60_0_0_0", recorded.name,
        ])
        let ledger = try await Self.ledgerWallet()
        try Container.shared.ledgerWalletUseCase().save(ledger)
        let evm = FakeEVMService(chainID: Network.mainnet.evmChainID)
        evm.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: ledger.currentAccount.address)
        Container.shared.evmService.register { evm }
        Container.shared.network.register { .success(.mainnet) }
        Container.shared.preferences.register { .inMemory() }
        Container.shared.clock.register { ImmediateClock() }
        let (session, prepared) = try await PaymentSession.reviewed(
            .evmTransfer(
                Wei(1, unit: .zil), from: ledger.currentAccount.address,
                to: try EVMAddress(
                    "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")))
        let sign = SignPaymentViewModel(session: session, payment: prepared)
        let steps = StepRecorder(sign.navigator)

        let before = (sign.state.confirmsOnDevice, sign.state.instruction, sign.state.isConfirmEnabled)
        await sign.didTapConfirm()

        #expect(before == (true, SignPaymentViewModel.ledgerInstruction, true))
        let raw = try #require(recorded.signedRawTransaction)
        #expect(evm.sentTransactions.map { "0x" + Hex.encode($0.raw) } == [raw])
        #expect(steps.steps.count == 1 && sign.state.isSent)
        #expect(device.unrecorded.isEmpty)
    }

    @Test("the Ledger wallet's home shows the account, its path and its balance, and leads to Send from it")
    func theHomeShowsTheAccount() async throws {
        let ledger = try await Self.ledgerWallet()
        let evm = FakeEVMService(chainID: Network.mainnet.evmChainID)
        evm.setAccount(FakeEVMService.Account(balance: Wei(1000, unit: .zil)), for: ledger.currentAccount.address)
        let home = LedgerHomeViewModel(wallet: ledger, evmService: evm, network: .success(.mainnet))
        let steps = StepRecorder(home.navigator)

        await home.didAppear()
        home.didTapSend()

        #expect(home.state.address == Self.account)
        #expect(home.state.account == "Account 1, m/44'/60'/0'/0/0")
        #expect(home.state.balance == "1000 ZIL")
        #expect(home.state.paymentLink?.hasPrefix("ethereum:" + Self.account + "@32769") == true)
        #expect(steps.steps == [.send(ledger.currentAccount.address)])
    }

    /// The recordings' account as a Ledger wallet saves it.
    static func ledgerWallet() async throws -> LedgerWallet {
        let device = try RecordedLedgerDevice(records: ["get_address_m44_60_0_0_0"])
        let account = try await EthereumApp(transport: device).address(at: try DerivationPath("m/44'/60'/0'/0/0"))
        return LedgerWallet(firstAccount: LedgerWalletAccount(name: "Account 1", device: account))
    }
}

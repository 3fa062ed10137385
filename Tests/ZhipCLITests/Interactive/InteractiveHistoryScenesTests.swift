import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The History scene in the terminal: Main's History choice, one line per entry, Older, and Done.
@MainActor
@Suite("Interactive app: history", .container)
struct InteractiveHistoryScenesTests {
    private let wallet: Wallet
    private let evm: HistoryAccount

    init() throws {
        wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        evm = HistoryAccount(evm: TestWallets.keyPair.evmAddress)
    }

    private func entry(_ byte: UInt8, status: HistoryStatus = .succeeded) throws -> HistoryEntry {
        HistoryEntry(
            hash: try EVMHash(bytes: [UInt8](repeating: byte, count: 32)),
            time: Date(timeIntervalSince1970: 1_800_000_000), blockNumber: status == .pending ? nil : 7,
            direction: .outgoing, counterparty: TestWallets.keyPair.evmAddress, amount: .zil(Wei(1, unit: .zil)),
            fee: status == .pending ? nil : Wei(wei: 100_000_000_800_000_000), status: status,
            explorerLink: "https://otterscan.example/tx/0x" + String(repeating: "0\(byte)", count: 32))
    }

    @Test("Main's History choice, after Tokens, opens it")
    func mainOffersHistory() async throws {
        // Arrange
        let main = try MainViewModel.evmHome()
        var steps: [MainViewModel.Step] = []
        main.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["7"])
        // Act
        await terminal.turn(with: main)
        // Assert
        #expect(terminal.output.contains("  7) History"))
        #expect(steps == [.history])
    }

    @Test("Each entry is one line: time, direction, party, amount, fee, status, link; pending first")
    func linesAreShown() async throws {
        // Arrange
        let page = HistoryPage(account: evm, entries: [try entry(2, status: .pending), try entry(1)], nextBefore: nil)
        let scene = HistoryViewModel(wallet: wallet, history: FakeHistoryUseCase([.success(page)]))
        await scene.didAppear()
        let terminal = ScriptedTerminal(["2"])
        // Act
        await terminal.turn(with: scene)
        // Assert
        #expect(
            terminal.output.contains(
                "2027-01-15T08:00:00Z  out  \(TestWallets.keyPair.evmAddress.checksummed)  1 ZIL  fee -  pending"))
        #expect(terminal.output.contains("1 ZIL  fee 0.1000000008 ZIL  success  https://otterscan.example/tx/0x01"))
    }

    @Test("A fee no block allows is marked as the node's claim, with why under its line")
    func aNodesClaimIsSaidSo() async throws {
        // Arrange
        let plain = try entry(1)
        let claimed = HistoryEntry(
            hash: plain.hash, time: plain.time, blockNumber: plain.blockNumber, direction: plain.direction,
            counterparty: plain.counterparty, amount: plain.amount, fee: plain.fee, status: plain.status,
            explorerLink: plain.explorerLink, nodeClaims: [.gasUsed(.max, blockGasLimit: 84_000_000)])
        let page = HistoryPage(account: evm, entries: [claimed], nextBefore: nil)
        let scene = HistoryViewModel(wallet: wallet, history: FakeHistoryUseCase([.success(page)]))
        await scene.didAppear()
        let terminal = ScriptedTerminal(["2"])
        // Act
        await terminal.turn(with: scene)
        // Assert
        #expect(terminal.output.contains("fee 0.1000000008 ZIL (the node's claim)  success"))
        #expect(
            terminal.output.contains(
                "fee is the node's claim, not a fact: the node says the transaction used 18446744073709551615 gas, "
                    + "above the block gas limit of 84000000"))
    }

    @Test("Older transactions reads the next page when older blocks are left")
    func olderReadsTheNextPage() async throws {
        // Arrange
        let history = FakeHistoryUseCase([.success(HistoryPage(account: evm, entries: [try entry(1)], nextBefore: 7))])
        let scene = HistoryViewModel(wallet: wallet, history: history)
        await scene.didAppear()
        let terminal = ScriptedTerminal(["1"])
        // Act
        await terminal.turn(with: scene)
        // Assert
        #expect(terminal.output.contains("  1) Older transactions"))
        #expect(history.requests.last?.before == 7)
    }

    @Test("An empty history says that tokens others sent are not listed")
    func emptyHistoryExplains() async throws {
        // Arrange
        let scene = HistoryViewModel(wallet: wallet, history: FakeHistoryUseCase([]))
        await scene.didAppear()
        var steps: [HistoryViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["2"])
        // Act
        await terminal.turn(with: scene)
        // Assert
        #expect(terminal.output.contains("No transactions found."))
        #expect(steps == [.done])
    }
}

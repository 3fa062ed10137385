import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

/// Saving a wallet into an empty home is one compare-and-swap under the file's lock: of several
/// savers that share no in-process lock (as processes do), exactly one succeeds.
@Suite("Wallet: saves from separate processes into one empty home")
struct WalletSaveAcrossProcessesTests {
    @Test("of eight use cases over one file saving at once, exactly one wallet is saved, the others refused")
    func oneOfEightSaved() async throws {
        try await withTemporaryDirectory { (directory: String) async throws -> Void in
            let wallets = (0..<8).map { _ in TestWallets.makeWallet() }

            let outcomes = await withTaskGroup(of: WalletError?.self) { group in
                for wallet in wallets {
                    group.addTask {
                        // A use case and a storage of its own: no lock shared in memory, as between processes.
                        let storage = FileStorageBackend(
                            directory: directory, fileName: "secure.json", protection: .secret)
                        let useCase = DefaultWalletUseCase(securePersistence: SecurePersistence(storage: storage))
                        do throws(WalletError) {
                            try useCase.save(wallet: wallet)
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }

            #expect(outcomes.filter { $0 == nil }.count == 1)
            #expect(outcomes.filter { $0 == .walletAlreadySaved }.count == 7)
            let reader = DefaultWalletUseCase(
                securePersistence: SecurePersistence(
                    storage: FileStorageBackend(directory: directory, fileName: "secure.json", protection: .secret)))
            #expect(try wallets.contains(#require(try reader.loadWallet())))
        }
    }
}

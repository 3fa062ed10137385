import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

extension MainViewModel {
    /// The home of the test key's wallet, its EVM account known, on fakes that answer at once and an
    /// empty token list: what the terminal shows before a choice leads on.
    static func evmHome() throws -> MainViewModel {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let balances = FakeBalancesUseCase()
        return MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()), evmService: FakeEVMService(chainID: Network.devnet.evmChainID),
            zilliqaService: FakeZilliqaService(), network: .success(.devnet),
            tokenList: DefaultTokenListUseCase(preferences: .inMemory(), networkSetting: .success(.devnet)),
            tokenReading: FakeTokenReadingUseCase())
    }
}

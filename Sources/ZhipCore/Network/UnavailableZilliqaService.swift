import ZilliqaKit

/// A ``ZilliqaService`` that cannot be used, and says why on every call: what the container's
/// ``Container/zilliqaService`` falls back to when ``Container/network`` could not tell which
/// network to talk to. It throws the ``NetworkSettingError`` (not a `ZilliqaServiceError`), so
/// the problem reaches whoever first uses the network instead of stopping the program, and no
/// request ever goes to a network the user did not choose.
struct UnavailableZilliqaService: ZilliqaService {
    let error: NetworkSettingError

    func balance(of address: Address) async throws -> AccountBalance { throw error }

    func balances(of addresses: [Address]) async throws -> [AccountBalance] { throw error }

    func minimumGasPrice() async throws -> Amount { throw error }

    func networkID() async throws -> UInt16 { throw error }

    func send(_ transaction: SignedTransaction) async throws -> TransactionID { throw error }

    func transaction(_ id: TransactionID) async throws -> TransactionReceipt? { throw error }

    func blockchainInfo() async throws -> BlockchainInfo { throw error }

    func paymentState(of address: Address) async throws -> LegacyPaymentState { throw error }

    func waitForReceipt(_ id: TransactionID, policy: PollingPolicy) async throws -> TransactionReceipt {
        throw error
    }

    func legacyTransfers(chainID: UInt16) async throws -> LegacyTransfers { throw error }

    func chainIDAndContractReads(_ reads: [ScillaContractRead]) async throws -> ScillaReadBatch { throw error }
}

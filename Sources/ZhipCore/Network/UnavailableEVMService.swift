import ZilliqaKit

/// An ``EVMService`` that cannot be used, and says why on every call: what
/// ``Container/evmService`` falls back to when ``Container/network`` could not tell which network
/// to talk to, like ``UnavailableZilliqaService``. No request goes to a network the user did not choose.
struct UnavailableEVMService: EVMService {
    let error: NetworkSettingError

    func chainID() async throws -> UInt64 { throw error }

    func blockNumber() async throws -> UInt64 { throw error }

    func balance(of address: EVMAddress, at block: EVMBlockTag) async throws -> Wei { throw error }

    func transactionCount(of address: EVMAddress, at block: EVMBlockTag) async throws -> UInt64 { throw error }

    func gasPrice() async throws -> Wei { throw error }

    func maxPriorityFeePerGas() async throws -> Wei { throw error }

    func estimateGas(from: EVMAddress?, to: EVMAddress, value: Wei) async throws -> UInt64 { throw error }

    func estimateGas(_ request: EVMCallRequest) async throws -> UInt64 { throw error }

    func call(_ request: EVMCallRequest, at block: EVMBlockTag) async throws -> [UInt8] { throw error }

    func calls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> [Result<[UInt8], any Error>] {
        throw error
    }

    func chainIDAndCalls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> EVMCallBatch {
        throw error
    }

    func chainIDHeadAndCalls(_ requests: [EVMCallRequest]) async throws -> EVMCallBatch { throw error }

    func logs(_ filter: EVMLogFilter) async throws -> [EVMLog] { throw error }

    func block(_ tag: EVMBlockTag) async throws -> EVMBlockHeader? { throw error }

    func searchTransactionsBefore(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage
    { throw error }

    func searchTransactionsAfter(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage
    { throw error }

    func transactionBySenderAndNonce(_ sender: EVMAddress, nonce: UInt64) async throws -> EVMHash? { throw error }

    func accountState(of address: EVMAddress) async throws -> EVMAccountState { throw error }

    func send(_ transaction: SignedEVMTransaction) async throws -> EVMHash { throw error }

    func transaction(_ hash: EVMHash) async throws -> EVMTransactionDetails? { throw error }

    func receipt(_ hash: EVMHash) async throws -> EVMTransactionReceipt? { throw error }

    func code(at address: EVMAddress) async throws -> [UInt8] { throw error }

    func waitForReceipt(_ hash: EVMHash, policy: PollingPolicy) async throws -> EVMTransactionReceipt { throw error }
}

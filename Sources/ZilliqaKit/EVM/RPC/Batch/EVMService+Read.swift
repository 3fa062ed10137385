extension EVMService {
    /// Each of `reads` asked on its own, one after another: for a service that has no batches (a
    /// test's node in memory). ``JSONRPCEVMService`` asks them in one request.
    public func read(_ reads: [EVMRead]) async throws -> [EVMReadAnswer] {
        var answers: [EVMReadAnswer] = []
        for read in reads {
            answers.append(EVMReadAnswer(read: read, outcome: await answer(read)))
        }
        return answers
    }

    /// What `read` alone answers.
    private func answer(_ read: EVMRead) async -> Result<EVMReadAnswer.Value, any Error> {
        do {
            switch read {
            case .chainID: return .success(.quantity(UInt128(try await chainID())))
            case .blockNumber: return .success(.quantity(UInt128(try await blockNumber())))
            case .gasPrice: return .success(.quantity(try await gasPrice().wei))
            case .balance(let address): return .success(.quantity(try await balance(of: address, at: .latest).wei))
            case .transactionCount(let address, let tag):
                return .success(.quantity(UInt128(try await transactionCount(of: address, at: tag))))
            case .code(let address): return .success(.hasCode(try await hasCode(at: address)))
            case .call(let request, let tag): return .success(.data(try await call(request, at: tag)))
            case .estimateGas(let request): return .success(.quantity(UInt128(try await estimateGas(request))))
            case .transaction(let hash): return .success(.transaction(try await transaction(hash)))
            case .receipt(let hash): return .success(.receipt(try await receipt(hash)))
            case .block(let tag): return .success(.block(try await block(tag)))
            }
        } catch {
            return .failure(error)
        }
    }
}

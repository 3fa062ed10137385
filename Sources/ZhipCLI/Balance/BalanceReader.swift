import CommandLineKit
import ZhipCore
import ZilliqaKit

/// The reads of `balance`, through ZhipCore's container (``NetworkOptions/register(_:)`` points
/// it at the network): each wait shown with what is asked of which node (``WaitingLine``), and a
/// failure turned into one error line naming the node.
///
/// ```swift
/// network.register(chosen, console: console)
/// let reader = BalanceReader(network: chosen, console: console)
/// let legacy = try await reader.legacyAccount(address)        // the legacy API: Qa
/// let evm = try await reader.evmAccount(evmAddress)           // eth_, one round trip: wei
/// let tokens = try await reader.tokenBalances(of: evmAddress, in: listed)   // one eth_call batch
/// ```
struct BalanceReader {
    let network: Network
    let console: Console

    /// The balance and nonce of the legacy account `address` (`GetBalance`).
    func legacyAccount(_ address: Address) async throws -> AccountBalance {
        let service = Container.shared.zilliqaService()
        return try await reading("the legacy account's balance and nonce") {
            try await service.balance(of: address)
        }
    }

    /// The balance and nonces of the EVM account `address`, in one batched `eth_` request.
    func evmAccount(_ address: EVMAddress) async throws -> EVMAccountState {
        let service = Container.shared.evmService()
        return try await reading("the EVM account's balance and nonce (eth_)") {
            try await service.accountState(of: address)
        }
    }

    /// `balanceOf(owner)` of each of `tokens`, in one batched `eth_call` request (nothing is asked
    /// for none).
    func tokenBalances(of owner: EVMAddress, in tokens: [Token]) async throws -> [TokenBalance] {
        guard !tokens.isEmpty else { return [] }
        let reading = Container.shared.tokenReadingUseCase()
        do {
            return try await WaitingLine.showing(
                "Asking \(network.nodeLabel) for the balances of \(tokens.count) listed token(s)", on: console
            ) {
                try await reading.balances(of: owner, in: tokens)
            }
        } catch TokenError.node(let error) {
            throw CommandFailure("\(network.nodeLabel): \(error)", exitCode: .failure)
        }
    }

    /// What the legacy account `address` holds of `tokens`, read-only, in one batched request.
    func legacyHoldings(of address: Address, in tokens: [Token]) async throws -> [TokenBalance] {
        let reading = Container.shared.tokenReadingUseCase()
        do {
            return try await WaitingLine.showing(
                "Asking \(network.nodeLabel) for the legacy account's holdings of \(tokens.count) listed token(s)",
                on: console
            ) {
                try await reading.legacyHoldings(of: address, in: tokens)
            }
        } catch TokenError.node(let error) {
            throw CommandFailure("\(network.nodeLabel): \(error)", exitCode: .failure)
        }
    }

    /// What the legacy account `address` lodged in the migration escrow (`balanceOf` its 20 bytes,
    /// one batch behind `eth_chainId`); a node that gives no escrow answer is said so, and the
    /// rest of the balance still shown.
    func escrowLodged(by address: Address) async -> EscrowLodgementForms {
        let reading = Container.shared.tokenReadingUseCase()
        do {
            let lodged = try await WaitingLine.showing(
                "Asking \(network.nodeLabel) what the legacy account lodged in the migration escrow", on: console
            ) {
                try await reading.escrowLodged(of: address)
            }
            guard let lodged else {
                return EscrowLodgementForms(
                    unanswered: "\(network.nodeLabel) has no migration escrow answering balanceOf on this network")
            }
            return EscrowLodgementForms(lodged: lodged)
        } catch {
            return EscrowLodgementForms(unanswered: "\(network.nodeLabel): \(error)")
        }
    }

    /// What the legacy account `address` holds of the listed ZRC-2 `tokens`, read-only, in one
    /// batched legacy request (nothing is asked for none).
    func zrc2Holdings(of address: Address, in tokens: [ZRC2Token]) async throws -> [ZRC2Holding] {
        guard !tokens.isEmpty else { return [] }
        let reading = Container.shared.tokenReadingUseCase()
        do {
            return try await WaitingLine.showing(
                "Asking \(network.nodeLabel) for the legacy account's holdings of \(tokens.count) listed ZRC-2 token(s)",
                on: console
            ) {
                try await reading.zrc2Holdings(of: address, in: tokens)
            }
        } catch TokenError.node(let error) {
            throw CommandFailure("\(network.nodeLabel): \(error)", exitCode: .failure)
        }
    }

    /// Runs `call`, showing `Asking <node> for <what>` while it waits.
    private func reading<T>(_ what: String, _ call: () async throws -> T) async throws -> T {
        do {
            return try await WaitingLine.showing("Asking \(network.nodeLabel) for \(what)", on: console) {
                try await call()
            }
        } catch let error as ZilliqaServiceError {
            throw NodeError(node: network.nodeLabel, error: error)
        } catch let error as EVMServiceError {
            throw EVMNodeError(node: network.nodeLabel, error: error)
        }
    }
}

/// An `eth_` read the node refused or answered unreadably: the node's label and ZilliqaKit's reason.
struct EVMNodeError: Error, Equatable, CustomStringConvertible {
    /// Which node: `the devnet node at http://127.0.0.1:5555`.
    let node: String
    /// What went wrong.
    let error: EVMServiceError

    var description: String { "\(node): \(error)" }
}

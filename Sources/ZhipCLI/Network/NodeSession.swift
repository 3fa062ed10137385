import CommandLineKit
import ZilliqaKit

/// A network's node as a read-only command talks to it: ZilliqaKit's service, with a failure
/// turned into one error line that names the node. Sending and waiting for a receipt are
/// ZhipCore's ``ZhipCore/PaymentSession``'s (``ReceiptWait``).
///
/// ```swift
/// let session = try networkOptions.session(for: networkOptions.resolve(), console: console)
/// let account = try await session.balance(of: address)       // NodeError (exit 1) when unreachable
/// ```
struct NodeSession {
    let network: Network
    let service: any ZilliqaService
    let console: Console

    // MARK: - Reads

    /// The balance and nonce of `address` (zero for a never-funded account).
    func balance(of address: Address) async throws -> AccountBalance {
        try await reading { try await service.balance(of: address) }
    }

    /// The smallest gas price the network accepts now.
    func minimumGasPrice() async throws -> Amount {
        try await reading { try await service.minimumGasPrice() }
    }

    /// The receipt of `id`, or nil when the node has none (pending, or unknown to it).
    func receipt(of id: TransactionID) async throws -> TransactionReceipt? {
        try await reading { try await service.transaction(id) }
    }

    // MARK: - Helpers

    /// Runs a read, showing on a terminal that it waits for the node (``WaitingLine``), and
    /// turning a service failure into a ``NodeError`` naming the node.
    private func reading<T>(_ call: () async throws -> T) async throws -> T {
        do {
            return try await WaitingLine.showing("Waiting for \(network.nodeLabel)", on: console) { try await call() }
        } catch let error as ZilliqaServiceError {
            throw NodeError(node: network.nodeLabel, error: error)
        }
    }
}

/// A read from the node that failed: the node's label and ZilliqaKit's reason, on one line.
struct NodeError: Error, Equatable, CustomStringConvertible {
    /// Which node: `the devnet node at http://127.0.0.1:5555`.
    let node: String
    /// What went wrong.
    let error: ZilliqaServiceError

    var description: String {
        switch error {
        case .transport(let transport): "could not reach \(node): \(transport)"
        default: "\(node): \(error)"
        }
    }
}

import ZilliqaKit

/// The balance an account's home shows ("42 ZIL"), or the words for why it could not be fetched: one
/// read for the Ledger wallet's home and a watched account's.
///
/// ```swift
/// switch await HomeBalanceText.fetch(of: address, from: evmService) {
/// case .success(let text): state.balance = text
/// case .failure(let why): state.errorMessage = why.description
/// }
/// ```
enum HomeBalanceText {
    /// Why the balance is not shown.
    struct Unfetched: Error, CustomStringConvertible {
        let description: String
    }

    /// `address`'s balance in ZIL, read through `service`.
    static func fetch(of address: EVMAddress, from service: any EVMService) async -> Result<String, Unfetched> {
        do {
            let account = try await service.accountState(of: address)
            return .success(account.balance.formatted(in: .zil) + " " + WeiUnit.zil.symbol)
        } catch {
            return .failure(Unfetched(description: "The balance could not be fetched: \(error)"))
        }
    }
}

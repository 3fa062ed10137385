import ZilliqaKit

/// What the legacy account holds of the listed tokens, as Main shows it, read-only: the ERC-20
/// proxies' `balanceOf` of its 20 bytes and the ZRC-2 contracts' balances, the tokens it holds any
/// of only, each beside its contract.
///
/// ```swift
/// let lines = try await LegacyTokenHoldings(owner: wallet.address, list: list, reading: reading).read().get()
/// // ["1000 ZRC (zil1…)"]
/// ```
struct LegacyTokenHoldings: Sendable {
    /// The legacy account.
    let owner: Address
    let list: any TokenListUseCase
    let reading: any TokenReadingUseCase

    /// The held tokens' lines, the proxies first (nothing asked when no token is listed); a token
    /// that answered badly is left out, as one that holds nothing.
    func read() async -> Result<[String], TokenError> {
        do throws(TokenError) {
            let tokens = try list.tokens
            let zrc2Tokens = try list.zrc2Tokens
            let proxied = tokens.isEmpty ? [] : try await reading.legacyHoldings(of: owner, in: tokens)
            let zrc2 = zrc2Tokens.isEmpty ? [] : try await reading.zrc2Holdings(of: owner, in: zrc2Tokens)
            let proxiedLines = proxied.compactMap { balance in
                Self.held(balance.units).map { "\(balance.token.text(of: $0)) (\(balance.token.contract.checksummed))" }
            }
            let zrc2Lines = zrc2.compactMap { holding in
                Self.held(holding.units).map { "\(holding.token.text(of: $0)) (\(holding.token.contract.bech32))" }
            }
            return .success(proxiedLines + zrc2Lines)
        } catch {
            return .failure(error)
        }
    }

    /// The units when read and above zero.
    private static func held(_ units: Result<UInt256, TokenError>) -> UInt256? {
        guard case .success(let value) = units, value > .zero else { return nil }
        return value
    }
}

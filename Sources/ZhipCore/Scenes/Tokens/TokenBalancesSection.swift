import Foundation
import ZilliqaKit

/// The EVM account's listed tokens with their balances, as Main shows them: the cached balances
/// (read for this account on this network) at once, then each fresh batch; a token that answered
/// badly is kept with why. Main owns one and copies it into its state.
struct TokenBalancesSection: Sendable {
    /// The account whose balances are shown.
    let owner: EVMAddress
    private let list: any TokenListUseCase
    private let reading: any TokenReadingUseCase
    private var tokens: [Token] = []
    private var units: [EVMAddress: UInt256] = [:]
    private var problems: [EVMAddress: String] = [:]
    private var updatedAt: Date?
    private var hasRead = false
    private var errorMessage: String?

    /// The section of `owner`, showing the listed tokens and their cached balances at once.
    init(owner: EVMAddress, list: any TokenListUseCase, reading: any TokenReadingUseCase) {
        self.owner = owner
        self.list = list
        self.reading = reading
        reloadList()
    }

    /// What a fresh read found: the balances, or why the whole batch failed.
    struct Read: Sendable {
        let tokens: Result<[Token], TokenError>
        let balances: Result<[TokenBalance], TokenError>?
    }

    /// Reads the listed tokens again, with the cached balances of those that have one.
    mutating func reloadList() {
        do throws(TokenError) {
            tokens = try list.tokens
            if let cached = try reading.cachedBalances(of: owner) {
                units = cached.units
                updatedAt = cached.updatedAt
            }
            errorMessage = nil
        } catch {
            errorMessage = "The tokens could not be shown: \(error)"
        }
    }

    /// The listed tokens' balances in one batch (none asked when none is listed); the section is
    /// left as it is until ``apply(_:at:)``.
    func read() async -> Read {
        let listed: [Token]
        do throws(TokenError) {
            listed = try list.tokens
        } catch {
            return Read(tokens: .failure(error), balances: nil)
        }
        guard !listed.isEmpty else { return Read(tokens: .success([]), balances: nil) }
        do throws(TokenError) {
            return Read(tokens: .success(listed), balances: .success(try await reading.balances(of: owner, in: listed)))
        } catch {
            return Read(tokens: .success(listed), balances: .failure(error))
        }
    }

    /// Shows `read`, made at `now`: fresh balances replace the cached ones; a failed batch keeps them.
    mutating func apply(_ read: Read, at now: Date) {
        hasRead = true
        let listed: [Token]
        switch read.tokens {
        case .failure(let error):
            errorMessage = "The tokens could not be shown: \(error)"
            return
        case .success(let tokens):
            listed = tokens
        }
        tokens = listed
        switch read.balances {
        case nil:
            errorMessage = nil
        case .failure(let error):
            errorMessage = "The token balances could not be fetched: \(error)"
            for token in listed where units[token.contract] == nil { problems[token.contract] = error.description }
        case .success(let balances):
            units = [:]
            problems = [:]
            for balance in balances {
                switch balance.units {
                case .success(let value): units[balance.token.contract] = value
                case .failure(let error): problems[balance.token.contract] = error.description
                }
            }
            updatedAt = now
            errorMessage = nil
        }
    }

    /// Copies the section into Main's `state`, the "last updated" text relative to `now`.
    func show(in state: inout MainViewModel.State, now: Date) {
        state.tokenBalances = tokens.map {
            TokenBalanceLine(token: $0, units: units[$0.contract], problem: problems[$0.contract])
        }
        state.tokenErrorMessage = errorMessage
        state.tokenNotice = tokens.isEmpty && errorMessage == nil ? MainViewModel.noTokensListed : nil
        if tokens.isEmpty {
            state.tokenBalancesUpdated = nil
        } else if let updatedAt {
            let ago = RelativeTimeText.describe(updatedAt, relativeTo: now)
            state.tokenBalancesUpdated = "Token balances last updated \(ago)."
        } else {
            state.tokenBalancesUpdated = hasRead ? "Token balances unknown." : "Fetching token balances..."
        }
    }
}

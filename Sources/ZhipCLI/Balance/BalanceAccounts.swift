import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// Which accounts `balance` reads: a legacy (`zil1…`) one through the legacy API, an EVM (`0x…`)
/// one through `eth_`, or both for the saved wallet.
///
/// ```swift
/// try BalanceAccounts(argument: "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")   // .evm: read by eth_
/// try BalanceAccounts(argument: "zil1…")                                      // .legacy, as before
/// BalanceAccounts(wallet: wallet)    // both; the EVM one .notKnownYet for a wallet saved before it was known
/// ```
struct BalanceAccounts: Equatable {
    /// The legacy account, nil when only an EVM account is read.
    let legacy: Address?
    /// The EVM account, if one is shown.
    let evm: EVMPart
    /// The watched account in use, when it is the one read.
    var watched: WatchedAccount? = nil

    /// Whether, and which, EVM account is shown.
    enum EVMPart: Equatable {
        /// None: the command was given a legacy account alone.
        case notShown
        /// The wallet's EVM account, whose address is not saved yet (an old wallet).
        case notKnownYet
        /// This account, read by `eth_`.
        case account(EVMAddress)
    }

    /// The saved wallet's two accounts.
    init(legacy: Address, evm: EVMAddress?) {
        self.legacy = legacy
        self.evm = evm.map(EVMPart.account) ?? .notKnownYet
    }

    /// One EVM account alone.
    init(evm: EVMAddress) {
        legacy = nil
        self.evm = .account(evm)
    }

    /// The watched account in use: its 20 bytes read by `eth_` (on Zilliqa 2.0 its zil1 form is the
    /// same account state).
    init(watched account: WatchedAccount) {
        self.init(evm: account.evmAddress)
        watched = account
    }

    /// One legacy account alone.
    init(legacy: Address) {
        self.legacy = legacy
        evm = .notShown
    }

    /// The account an address argument names: after `0x`, EIP-55 or one-case hex is an EVM account
    /// (read by `eth_`) and Zilliqa's checksum a legacy one; `zil1…` and bare hex are legacy accounts.
    ///
    /// - Throws: ``ValidationError`` saying why the text is no address, without repeating it (it could
    ///   be a private key pasted in the wrong place).
    init(argument text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") else {
            do { self.init(legacy: try Address(trimmed)) } catch {
                throw ValidationError("not a Zilliqa address: \(error)")
            }
            return
        }
        do {
            self.init(evm: try EVMAddress(trimmed))
        } catch .checksumMismatch {
            guard let legacy = try? Address(trimmed) else {
                throw ValidationError("not an address: \(AddressCommand.neitherChecksum)")
            }
            self.init(legacy: legacy)
        } catch {
            throw ValidationError("not an address: \(error)")
        }
    }
}

import Foundation
public import ZilliqaKit

/// An address watched without its key: 20 bytes, and the form the person gave them in. On Zilliqa
/// 2.0 the `zil1…` and `0x…` forms of the same bytes are one account state, so either form reads
/// the same balance, tokens, staking and history; the watched account is shown in the form it was
/// given, the other form beside it.
///
/// ```swift
/// let watched = try WatchedAddress("zil1…")     // .legacy form
/// watched.shown                                  // "zil1…"
/// watched.otherForm                              // "0x…" (EIP-55)
/// ```
public struct WatchedAddress: Sendable, Hashable {
    /// How an address was given.
    public enum Form: String, Sendable, Hashable, Codable {
        /// `0x…`, EIP-55 or one case.
        case evm
        /// `zil1…`.
        case bech32
    }

    /// The account's 20 bytes.
    public let address: EVMAddress
    /// The form it was given in.
    public let form: Form

    public init(_ address: EVMAddress, form: Form) {
        self.address = address
        self.form = form
    }

    /// `text` as a watched address: `0x…` (EIP-55, or all one case) or `zil1…`; white space around it
    /// is ignored. A `0x…` address in Zilliqa's own checksum is refused: its mixed case is not
    /// EIP-55, and the `zil1…` form says the same bytes without doubt.
    /// - Throws: ``WatchedAccountError/notAnAddress(_:)`` saying why, without repeating the text (it
    ///   could be a key pasted in the wrong place).
    public init(_ text: String) throws(WatchedAccountError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= Self.maximumLength else { throw .notAnAddress("it is longer than any address") }
        if trimmed.lowercased().hasPrefix(Address.bech32Prefix + "1") {
            do { self.init(EVMAddress(try Address(bech32: trimmed)), form: .bech32) } catch {
                throw .notAnAddress("\(error)")
            }
            return
        }
        guard trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") else {
            throw .notAnAddress("an address starts with 0x (EIP-55 or one case) or zil1")
        }
        do { self.init(try EVMAddress(trimmed), form: .evm) } catch {
            throw .notAnAddress("\(error)")
        }
    }

    /// The most characters an address argument may have (a `zil1…` address has 42).
    public static let maximumLength = 100

    /// The address in the form it was given: `0x…` in EIP-55, or `zil1…`.
    public var shown: String {
        switch form {
        case .evm: address.checksummed
        case .bech32: Address(address).bech32
        }
    }

    /// The same bytes in the other form.
    public var otherForm: String {
        switch form {
        case .evm: Address(address).bech32
        case .bech32: address.checksummed
        }
    }

    /// `zil1…` in bech32, whatever the form given.
    public var bech32: String { Address(address).bech32 }
}

import Foundation
public import ZilliqaKit

/// The `--genesis FILE` format: a JSON array whose entries are either
/// `{"privateKey": "<64 hex>", "amount": "<ZIL>"}` or `{"address": "<any form>", "balance": "<Qa>"}`.
///
/// ```swift
/// let accounts = try GenesisFile.parse(Array(#"[{"address":"zil1…","balance":"1000000000000"}]"#.utf8))
/// ```
public enum GenesisFile {
    /// The accounts in the file's bytes, in file order.
    public static func parse(_ bytes: [UInt8]) throws(GenesisError) -> [GenesisAccount] {
        guard let json = try? JSONValue(parsing: bytes) else { throw .notJSON }
        guard let entries = json.arrayValue else { throw .notAnArray }
        var accounts: [GenesisAccount] = []
        for (index, entry) in entries.enumerated() {
            do {
                accounts.append(try account(entry))
            } catch {
                throw .entry(index: index, error)
            }
        }
        return accounts
    }

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws(GenesisError) -> [GenesisAccount] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        return try parse(Array(data))
    }

    private static func account(_ entry: JSONValue) throws(GenesisEntryError) -> GenesisAccount {
        guard let members = entry.objectValue else { throw .notAnObject }
        let keys = Set(members.keys)
        if keys == ["privateKey", "amount"] {
            guard let keyText = members["privateKey"]?.stringValue else { throw .notAString("privateKey") }
            guard let amountText = members["amount"]?.stringValue else { throw .notAString("amount") }
            let key: PrivateKey
            do { key = try PrivateKey(hex: keyText) } catch { throw .privateKey(error) }
            let amount: Amount
            do { amount = try Amount(amountText, unit: .zil) } catch { throw .amount(error) }
            return GenesisAccount(keyPair: KeyPair(privateKey: key), balance: amount)
        }
        if keys == ["address", "balance"] {
            guard let addressText = members["address"]?.stringValue else { throw .notAString("address") }
            guard let balanceText = members["balance"]?.stringValue else { throw .notAString("balance") }
            let address: Address
            do { address = try Address(addressText) } catch { throw .address(error) }
            let balance: Amount
            do { balance = try Amount(qaString: balanceText) } catch { throw .amount(error) }
            return GenesisAccount(address: address, balance: balance)
        }
        throw .keys(keys.sorted())
    }

    /// The genesis balances by address; an address listed twice gets the sum. An account given by
    /// its key funds both of the key's accounts, the legacy one and the EVM one, each with its balance
    /// (zq2-eth-api.md §5: one key, two addresses).
    /// - Throws: ``GenesisError/totalTooLarge`` when the sum of all balances is more than an account
    ///   can hold (2^128 - 1 wei).
    public static func balances(_ accounts: [GenesisAccount]) throws(GenesisError) -> [Address: Amount] {
        var total = Amount.zero
        var balances: [Address: Amount] = [:]
        for account in accounts {
            var funded = [account.address]
            if let evm = account.evmAddress { funded.append(EthTransaction.account(evm)) }
            for address in funded {
                guard let newTotal = try? total.adding(account.balance), (try? Wei(newTotal)) != nil else {
                    throw .totalTooLarge
                }
                total = newTotal
                balances[address] = (try? (balances[address] ?? .zero).adding(account.balance)) ?? .max
            }
        }
        return balances
    }
}

/// Why a genesis file or `--genesis-key` can't be used; never shows a private key.
public enum GenesisError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case notJSON
    case notAnArray
    case entry(index: Int, GenesisEntryError)
    case keyArgumentShape
    case privateKey(PrivateKeyError)
    case amount(AmountError)
    case totalTooLarge

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read the genesis file \(path): check the path and its permissions"
        case .notJSON: "the genesis file is not JSON: write a JSON array of accounts"
        case .notAnArray:
            "the genesis file must be a JSON array such as"
                + #" [{"privateKey": "<hex>", "amount": "<ZIL>"}, {"address": "zil1…", "balance": "<Qa>"}]"#
        case .entry(let index, let error): "genesis entry \(index + 1): \(error)"
        case .keyArgumentShape: "--genesis-key takes HEX:ZIL, a private key and an amount in ZIL, e.g. <64 hex>:1000"
        case .privateKey(let error): "--genesis-key: \(error)"
        case .amount(let error): "--genesis-key amount: \(error)"
        case .totalTooLarge: "the genesis balances add up to more than the largest amount: lower them"
        }
    }
}

/// Why one entry of a genesis file can't be used.
public enum GenesisEntryError: Error, Sendable, Equatable, CustomStringConvertible {
    case notAnObject
    case keys([String])
    case notAString(String)
    case privateKey(PrivateKeyError)
    case address(AddressError)
    case amount(AmountError)

    public var description: String {
        switch self {
        case .notAnObject: "an entry is a JSON object"
        case .keys(let keys):
            "has the keys [\(keys.joined(separator: ", "))]; an entry has either privateKey and amount (ZIL)"
                + " or address and balance (Qa)"
        case .notAString(let key): "\(key) must be a JSON string"
        case .privateKey(let error): "privateKey: \(error)"
        case .address(let error): "address: \(error)"
        case .amount(let error): "amount: \(error)"
        }
    }
}

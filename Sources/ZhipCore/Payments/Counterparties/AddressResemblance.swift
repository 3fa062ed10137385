public import ZilliqaKit

/// When two different addresses look alike to someone who checks only their ends, as address
/// poisoning exploits: the same first 4 and last 4 hex digits of the 20 bytes (case ignored), or
/// the same first 4 and last 4 characters of their `zil1` forms after `zil1`.
///
/// ```swift
/// AddressResemblance.resembles(paid, scammers)    // true: 0xAbCd…1234 and 0xabcd…1234
/// ```
public enum AddressResemblance {
    /// How many characters at each end are compared.
    public static let characters = 4

    /// True when `one` and `other` differ but share their ends in either form.
    public static func resembles(_ one: EVMAddress, _ other: EVMAddress) -> Bool {
        guard one != other else { return false }
        return sameEnds(one.hex, other.hex) || sameEnds(bech32Data(one), bech32Data(other))
    }

    /// The `zil1` form without its `zil1`.
    private static func bech32Data(_ address: EVMAddress) -> String {
        String(Address(address).bech32.dropFirst(4))
    }

    private static func sameEnds(_ one: String, _ other: String) -> Bool {
        let one = one.lowercased()
        let other = other.lowercased()
        return one.prefix(characters) == other.prefix(characters) && one.suffix(characters) == other.suffix(characters)
    }
}

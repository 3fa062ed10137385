import Testing
import ZhipCore
import ZilliqaKit

/// Two addresses resemble each other when they differ but share their first and last 4 characters,
/// in their hex or in their zil1 form, whatever the case.
@Suite("Address resemblance")
struct AddressResemblanceTests {
    @Test("the same first and last 4 hex digits resemble")
    func sameHexEndsResemble() {
        let one = LookalikeRuleTests.address("0xabcd1111111111111111111111111111111e1234")
        let other = LookalikeRuleTests.address("0xabcd9999999999999999999999999999999e1234")

        #expect(AddressResemblance.resembles(one, other))
    }

    @Test("an address does not resemble itself")
    func selfIsNotALookalike() {
        let one = LookalikeRuleTests.address("0xabcd1111111111111111111111111111111e1234")

        #expect(!AddressResemblance.resembles(one, one))
    }

    @Test("different last digits do not resemble")
    func differentEndsDoNot() {
        let one = LookalikeRuleTests.address("0xabcd111111111111111111111111111111111234")
        let other = LookalikeRuleTests.address("0xabcd111111111111111111111111111111111235")

        #expect(!AddressResemblance.resembles(one, other))
    }

    @Test("addresses whose zil1 forms share their first and last 4 characters resemble, though their hex ends differ")
    func sameBech32EndsResemble() {
        // The pair was found outside this code base: BIP-173's reference bech32 in Python, searching the
        // last 3 bytes for a zil1 form ending like zil1gfpyysjzgfpyysjzgfpyysjzgfpyysjz5kz8zx's.
        let one = LookalikeRuleTests.address("0x4242424242424242424242424242424242424242")
        let other = LookalikeRuleTests.address("0x424242424242424242424242424242424205ea04")

        #expect(Address(other).bech32 == "zil1gfpyysjzgfpyysjzgfpyysjzgfpqt6symvz8zx")
        #expect(AddressResemblance.resembles(one, other))
    }
}

import Testing
import ZilliqaKit

// Revert data as ENS's UniversalResolver writes it: eth-utils' selector of each error, then eth-abi's
// encoding of its arguments, printed by Tests/ZilliqaKitTests/Fixtures/zilnames-fixtures.py.
@Suite("UniversalResolverRevert: ENS's errors read from revert data")
struct UniversalResolverRevertTests {
    @Test("ResolverNotFound(bytes) with the name means not registered")
    func resolverNotFoundWithName() throws {
        let data = [UInt8](
            hex: "77209fe8" + "0000000000000000000000000000000000000000000000000000000000000020"
                + "0000000000000000000000000000000000000000000000000000000000000009"
                + "03626f62037a696c000000000000000000000000000000000000000000000000")

        let revert = try #require(UniversalResolverRevert(revertData: data))

        #expect(revert == .resolverNotFound)
        #expect(revert.meansNotRegistered)
    }

    @Test("the first generation's errors have the selectors eth-utils computes")
    func firstGeneration() {
        #expect(UniversalResolverRevert(revertData: [UInt8](hex: "7199966d")) == .resolverNotFound)
        #expect(UniversalResolverRevert(revertData: [UInt8](hex: "82c2c728")) == .resolverWildcardNotSupported)
        #expect(UniversalResolverRevert(revertData: [UInt8](hex: "4981ac05")) == .resolverNotContract)
    }

    @Test("ResolverNotContract(bytes,address) and UnsupportedResolverProfile(bytes4) have eth-utils' selectors")
    func secondGeneration() {
        #expect(UniversalResolverRevert(revertData: [UInt8](hex: "1e9535f2")) == .resolverNotContract)
        #expect(UniversalResolverRevert(revertData: [UInt8](hex: "7b1c461b")) == .unsupportedResolverProfile)
    }

    @Test("ResolverError(bytes) is the resolver failing, not an unregistered name")
    func resolverError() throws {
        let data = [UInt8](
            hex: "95c0c752" + "0000000000000000000000000000000000000000000000000000000000000020"
                + "0000000000000000000000000000000000000000000000000000000000000000")

        let revert = try #require(UniversalResolverRevert(revertData: data))

        #expect(revert == .resolverError)
        #expect(!revert.meansNotRegistered)
    }

    @Test("other data, and data shorter than a selector, are none of these")
    func otherData() {
        #expect(UniversalResolverRevert(revertData: [UInt8](hex: "08c379a0")) == nil)
        #expect(UniversalResolverRevert(revertData: [0x77, 0x20, 0x9F]) == nil)
        #expect(UniversalResolverRevert(revertData: []) == nil)
    }
}

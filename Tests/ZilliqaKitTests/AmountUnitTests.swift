import Testing
import ZilliqaKit

@Suite("Amount units")
struct AmountUnitTests {
    @Test(
        "each unit is 10^decimalPlaces Qa",
        arguments: [(AmountUnit.zil, 12, UInt128(1_000_000_000_000)), (.li, 6, 1_000_000), (.qa, 0, 1)])
    func scale(unit: AmountUnit, places: Int, qaPerUnit: UInt128) {
        #expect(unit.decimalPlaces == places)
        #expect(unit.qaPerUnit == qaPerUnit)
    }

    @Test(
        "a unit is found by its symbol in any case",
        arguments: [("ZIL", AmountUnit.zil), ("zil", .zil), ("Li", .li), ("LI", .li), ("qa", .qa), ("Qa", .qa)])
    func symbolLookUp(symbol: String, unit: AmountUnit) {
        #expect(AmountUnit(symbol: symbol) == unit)
    }

    @Test("an unknown symbol is no unit", arguments: ["", "zils", "eth", "q"])
    func unknownSymbol(symbol: String) {
        #expect(AmountUnit(symbol: symbol) == nil)
    }

    @Test("the symbols are ZIL, Li and Qa")
    func symbols() {
        #expect(AmountUnit.allCases.map(\.symbol) == ["ZIL", "Li", "Qa"])
    }
}

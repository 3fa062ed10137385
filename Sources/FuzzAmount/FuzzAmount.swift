import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAmountEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzAmount.run)
}

/// Parses the input as an amount of every unit and as a Qa string; whatever parses must format
/// in every unit to text that parses back to the same amount.
enum FuzzAmount {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for unit in AmountUnit.allCases {
            check(try? Amount(text, unit: unit))
            check(try? Amount(text, unit: unit, decimalSeparators: [".", ","]))
        }
        if let amount = try? Amount(qaString: text) {
            precondition(String(amount.qa) == amount.qaString, "qaString is not the decimal Qa")
            check(amount)
        }
    }

    private static func check(_ parsed: Amount?) {
        guard let parsed else { return }
        for unit in AmountUnit.allCases {
            let formatted = parsed.formatted(in: unit)
            precondition((try? Amount(formatted, unit: unit)) == parsed, "\(unit) formatting does not round-trip")
            let grouped = parsed.formatted(in: unit, thousandsSeparator: " ", decimalSeparator: ",")
            precondition(!grouped.isEmpty, "empty grouped formatting")
        }
        precondition((try? Amount(qaString: parsed.qaString)) == parsed, "qaString does not round-trip")
    }
}

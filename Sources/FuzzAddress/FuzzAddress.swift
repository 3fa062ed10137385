import FuzzSupport
import ZilliqaKit

/// libFuzzer's entry point: one input, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAddressEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOneInput(data, size, FuzzAddress.run)
}

/// Parses the input as an address in every form; whatever parses must render to three forms
/// that each parse back to the same address.
enum FuzzAddress {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        check(try? Address(text))
        check(try? Address(hexString: text))
        check(try? Address(bech32: text))
        if Address.isValidChecksum(text) {
            precondition((try? Address(hexString: text)) != nil, "a valid checksum that does not parse")
        }
    }

    private static func check(_ parsed: Address?) {
        guard let parsed else { return }
        precondition(parsed.bytes.count == 20, "an address of \(parsed.bytes.count) bytes")
        precondition((try? Address(parsed.bech32)) == parsed, "bech32 does not round-trip")
        precondition((try? Address(parsed.checksummed)) == parsed, "checksummed hex does not round-trip")
        precondition((try? Address(parsed.hex)) == parsed, "plain hex does not round-trip")
        precondition(Address.isValidChecksum(parsed.checksummed), "its own checksum is refused")
    }
}

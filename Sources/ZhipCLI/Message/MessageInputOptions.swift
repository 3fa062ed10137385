import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// The message of `message sign` and `message verify`: `--message` text, `--message-file`'s bytes,
/// either as hex digits with `--hex`, or `--typed-data`'s EIP-712 document.
struct MessageInputOptions: ParsableArguments {
    @Option(
        help: "The message, as text: its UTF-8 bytes are signed, even when it starts with 0x (add --hex to sign "
            + "bytes).",
        valueName: "text")
    var message: String?

    @Option(
        help: "A file whose bytes are the message, exactly as they are (a final line break included), at most "
            + "1 MiB.",
        valueName: "file")
    var messageFile: String?

    @Option(
        help: "A JSON file of EIP-712 typed data as eth_signTypedData_v4 takes it (types, primaryType, domain, "
            + "message), at most \(TypedData.maximumBytes / 1024) KiB.",
        valueName: "file")
    var typedData: String?

    @Flag(help: "The message is hex digits (0x optional) of the bytes to sign, not text.")
    var hex = false

    func validate() throws {
        switch [message, messageFile, typedData].compactMap(\.self).count {
        case 0: throw ValidationError("give the message: --message TEXT, --message-file FILE or --typed-data FILE")
        case 1: break
        default:
            throw ValidationError("give one message: --message, --message-file or --typed-data, not two of them")
        }
        if hex && typedData != nil {
            throw ValidationError("--hex is for --message and --message-file: --typed-data is a JSON document")
        }
    }

    /// The message to sign or check, read from the file when one is given.
    /// - Throws: a usage error for hex that is not hex, ``FileError`` for a file that cannot be
    ///   read or is too large, ``MessageSignatureError`` past 1 MiB, ``TypedDataError`` for a
    ///   document that is not typed data the wallet signs.
    func read(_ console: Console) throws -> MessageToSign {
        if let typedData {
            let document = try FileReader.read(
                console.absolutePath(typedData), kind: "typed data", limit: TypedData.maximumBytes)
            return .typedData(try TypedData(json: document))
        }
        return .personal(try PersonalMessage(bytes: try personalBytes(console)))
    }

    /// The message for the legacy account, which signs text as ZilPay does (no --hex, no typed data).
    /// - Throws: ``FileError`` for a file that cannot be read or is too large, ``MessageSignatureError``
    ///   past 1 MiB or for bytes that are not UTF-8.
    func readLegacy(_ console: Console) throws -> LegacyMessage {
        try LegacyMessage(bytes: try personalBytes(console))
    }

    /// The bytes of --message or --message-file, decoded from hex with --hex.
    private func personalBytes(_ console: Console) throws -> [UInt8] {
        var bytes: [UInt8]
        if let messageFile {
            let limit = PersonalMessage.maximumBytes * (hex ? 2 : 1) + (hex ? 4 : 0)
            bytes = try FileReader.read(console.absolutePath(messageFile), kind: "a message", limit: limit)
        } else {
            bytes = Array((message ?? "").utf8)
        }
        if hex { bytes = try Self.hexBytes(bytes, option: messageFile == nil ? "--message" : "--message-file") }
        return bytes
    }

    /// The bytes `digits` spell: hex digits, `0x` optional, surrounding white space ignored.
    private static func hexBytes(_ digits: [UInt8], option: String) throws -> [UInt8] {
        let text = String(decoding: digits, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let bytes = try? Hex.decode(Hex.stripPrefix(text)) else {
            throw ValidationError("\(option) with --hex: the message must be hex digits, two a byte (0x optional)")
        }
        return bytes
    }
}

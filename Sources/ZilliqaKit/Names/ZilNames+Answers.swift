extension ZilNames {
    /// The most bytes an answer of `resolve` is read from: a reverse name's answer is at most 416
    /// bytes (two head words, the result's length and its string of at most 253 bytes in 3 words
    /// plus 2), so 1 KiB leaves room and refuses a resolver that answers megabytes.
    public static let maximumAnswerBytes = 1_024

    /// The address in the UniversalResolver's answer to ``addressCall(for:)``; nil when the name's
    /// resolver answers the zero address (the name is registered with no address set).
    /// - Throws: ``ZilNamesAnswerError`` for an answer too large, malformed, or whose result is not one word.
    public static func address(inAnswer answer: [UInt8]) throws(ZilNamesAnswerError) -> EVMAddress? {
        let result = try result(in: answer)
        guard result.count == 32 else { throw .wrongResultLength(bytes: result.count, expected: 32) }
        let address: EVMAddress
        do { address = try ABIReader(result).address() } catch { throw .malformed(error) }
        return address.bytes.allSatisfy { $0 == 0 } ? nil : address
    }

    /// The primary name in the UniversalResolver's answer to ``reverseCall(for:)``; nil when the
    /// reverse record is empty (no primary name). The caller must still check that the name resolves
    /// back to the address (ENS's rule) before showing it.
    /// - Throws: ``ZilNamesAnswerError`` for an answer too large or malformed, a string past
    ///   ``ZilName/maximumBytes``, or text that is not a `.zil` name.
    public static func name(inReverseAnswer answer: [UInt8]) throws(ZilNamesAnswerError) -> ZilName? {
        let result = try result(in: answer)
        let text: String
        do { text = try ABIReader(result).string(maximumBytes: ZilName.maximumBytes) } catch { throw .malformed(error) }
        guard !text.isEmpty else { return nil }
        do { return try ZilName(text) } catch { throw .notAZilName(error) }
    }

    /// The `bytes result` of `(bytes result, address resolver)`, after checking the size and that
    /// the resolver is an address word.
    private static func result(in answer: [UInt8]) throws(ZilNamesAnswerError) -> [UInt8] {
        guard answer.count <= maximumAnswerBytes else { throw .tooLarge(bytes: answer.count) }
        let reader = ABIReader(answer)
        do {
            _ = try reader.address(at: 1)
            return try reader.bytes(at: 0, maximumBytes: maximumAnswerBytes)
        } catch {
            throw .malformed(error)
        }
    }
}

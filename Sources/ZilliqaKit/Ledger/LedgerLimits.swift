/// The bounds every Ledger transport keeps to: the longest APDU it sends and the longest answer
/// it reads, so that a device, an emulator or anything listening in their place cannot make the
/// wallet read without end.
public enum LedgerLimits {
    /// The longest APDU: CLA, INS, P1, P2, Lc (5 bytes) and at most 255 data bytes (Lc is one byte).
    public static let apduBytes = 5 + 255
    /// The longest answer's data, without its status word. The Ethereum app's longest answer is
    /// GET ADDRESS with its chain code (1 + 65 + 1 + 40 + 32 = 139 bytes); 1024 leaves room.
    public static let answerDataBytes = 1024
    /// How long an exchange waits for its answer by default: as long as a person may take to
    /// read a transaction on the device and confirm it.
    public static let answerTimeout: Duration = .seconds(300)

    /// Throws when `apdu` is longer than ``apduBytes`` or shorter than its 5-byte header.
    static func check(_ apdu: [UInt8]) throws(LedgerError) {
        guard apdu.count <= apduBytes else {
            throw .connectionFailed("an APDU is at most \(apduBytes) bytes, this one has \(apdu.count)")
        }
        guard apdu.count >= 5 else {
            throw .connectionFailed("an APDU has at least its 5-byte header, this one has \(apdu.count)")
        }
    }
}

import Foundation
public import ZilliqaKit

/// The APDU exchanges recorded from Ledger's own Ethereum app running in the Speculos emulator
/// (Ledger/Recordings/README.md says which app, which seed and how), for tests of the code that
/// talks to it: answer from them with ``RecordedLedgerDevice`` or ``RecordedSpeculos``.
///
/// ```swift
/// let recordings = try LedgerRecordings.ethereumApp
/// let record = try recordings.record(named: "get_app_configuration")
/// record.exchanges[0].apdu          // E0 06 00 00 00
/// recordings.addresses["m/44'/60'/0'/0/0"]   // "0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D"
/// ```
public struct LedgerRecordings: Sendable {
    /// The records in recording order (blind signing was turned on at `enable_blind_signing`).
    public let records: [LedgerRecord]
    /// The address of the recording's seed at each derivation path (`header.derivation_paths`).
    public let addresses: [String: String]
    /// The recording's header as written: app, emulator, seed, dates.
    public let header: JSONValue

    /// The largest recordings file read.
    public static let maximumFileBytes = 4 << 20

    /// The recordings of the Ethereum app, read from ZhipTesting's resources once per process.
    public static var ethereumApp: LedgerRecordings {
        get throws(LedgerRecordingError) { try loaded.get() }
    }

    private static let loaded: Result<LedgerRecordings, LedgerRecordingError> = Result {
        () throws(LedgerRecordingError) -> LedgerRecordings in
        guard let directory = Bundle.module.url(forResource: "Recordings", withExtension: nil) else {
            throw .unreadable("the resource folder Recordings is missing")
        }
        let file = directory.appendingPathComponent("ethereum-app.json")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable("\(file.path) could not be read")
        }
        return try LedgerRecordings(json: Array(data))
    }

    /// Recordings from the bytes of a file in the layout of `ethereum-app.json`.
    /// - Throws: ``LedgerRecordingError/unreadable(_:)`` naming what is missing or wrong.
    public init(json bytes: [UInt8]) throws(LedgerRecordingError) {
        guard bytes.count <= Self.maximumFileBytes else {
            throw .unreadable("the file has \(bytes.count) bytes; the most read is \(Self.maximumFileBytes)")
        }
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw .unreadable("the file is not JSON")
        }
        guard case .array(let records)? = root["records"] else { throw .unreadable("the file has no records") }
        self.records = try records.map { (record: JSONValue) throws(LedgerRecordingError) in try LedgerRecord(record) }
        header = root["header"] ?? .null
        var addresses: [String: String] = [:]
        if case .object(let paths)? = header["derivation_paths"] {
            for (path, address) in paths { addresses[path] = address.stringValue }
        }
        self.addresses = addresses
    }

    /// The record named `name`.
    /// - Throws: ``LedgerRecordingError/noRecord(named:)``.
    public func record(named name: String) throws(LedgerRecordingError) -> LedgerRecord {
        guard let record = records.first(where: { $0.name == name }) else { throw .noRecord(named: name) }
        return record
    }
}

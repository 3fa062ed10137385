import Testing
import ZhipTesting
import ZilliqaKit

@Suite("Recorded Ledger device")
struct RecordedLedgerDeviceTests {
    @Test("a recorded APDU gets its recorded data and status word")
    func recordedAnswer() async throws {
        let device = try RecordedLedgerDevice(records: ["get_app_configuration"])

        let answer = try await device.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])

        #expect(answer == LedgerAnswer(data: [0x02, 0x01, 0x16, 0x00], statusWord: 0x9000))
    }

    @Test("of two records with the same APDU, the first listed answers it")
    func firstListedWins() async throws {
        let device = try RecordedLedgerDevice(records: ["enable_blind_signing", "get_app_configuration"])

        let answer = try await device.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])

        #expect(answer.data == [0x03, 0x01, 0x16, 0x00])
    }

    @Test("an unrecorded APDU fails the exchange, naming it, and is kept in unrecorded")
    func unrecorded() async throws {
        let device = try RecordedLedgerDevice(records: ["get_app_configuration"])

        await #expect(throws: LedgerError.connectionFailed("no recording for APDU e0ff000000")) {
            try await device.exchange([0xE0, 0xFF, 0x00, 0x00, 0x00])
        }
        #expect(device.unrecorded == [[0xE0, 0xFF, 0x00, 0x00, 0x00]])
    }

    @Test("each chunk of a multi-chunk record is its own exchange, answered in turn; received keeps them in order")
    func chunks() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "personal_sign_400_bytes")
        let device = try RecordedLedgerDevice(records: [record.name])

        var answers: [LedgerAnswer] = []
        for exchange in record.exchanges { answers.append(try await device.exchange(exchange.apdu)) }

        #expect(record.exchanges.count == 2)
        #expect(answers == record.exchanges.map(\.answer))
        #expect(device.received == record.exchanges.map(\.apdu))
        #expect(device.unrecorded.isEmpty)
    }

    @Test("a record name that is not in the recordings is noRecord")
    func unknownRecord() {
        #expect(throws: LedgerRecordingError.noRecord(named: "sign_everything")) {
            try RecordedLedgerDevice(records: ["sign_everything"])
        }
    }
}

@Suite("Ledger recordings")
struct LedgerRecordingsTests {
    @Test("the Ethereum app's file holds its 22 records in recording order")
    func records() throws {
        let recordings = try LedgerRecordings.ethereumApp

        #expect(recordings.records.count == 22)
        #expect(recordings.records.first?.name == "get_app_and_version")
    }

    @Test("the header's addresses are there per path")
    func addresses() throws {
        let recordings = try LedgerRecordings.ethereumApp

        #expect(recordings.addresses["m/44'/60'/0'/0/0"] == "0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D")
        #expect(recordings.addresses["m/44'/60'/1'/0/0"] == "0x463e4e114AA57F54f2Fd2C3ec03572C6f75d84C2")
    }

    @Test("a signing record carries its unsigned transaction, its checked raw transaction and its sender")
    func signingRecord() throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "sign_eip1559_zil_transfer")

        #expect(record.path == "m/44'/60'/0'/0/0")
        #expect(record.unsignedTransaction.map { Hex.encode($0) }?.hasPrefix("02ef82800180") == true)
        #expect(record.signedRawTransaction?.hasPrefix("0x02f8728280018080860454b7a4e1") == true)
        #expect(record.expectedSender == "0xDad77910DbDFdE764fC21FCD4E74D71bBACA6D8D")
        #expect(record.transaction?["chainId"] == .integer(32769))
    }

    @Test("a GET ADDRESS record carries the decoded address")
    func addressRecord() throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "get_address_m44_60_0_0_1")

        #expect(record.address == "0xd692Cb1346262F584D17B4B470954501f6715a82")
    }

    @Test("bytes that are not JSON are unreadable")
    func notJSON() {
        #expect(throws: LedgerRecordingError.unreadable("the file is not JSON")) {
            try LedgerRecordings(json: Array("records".utf8))
        }
    }
}

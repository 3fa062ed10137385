import Testing
import ZhipTesting
import ZilliqaKit

/// ``SpeculosTransport`` against ``RecordedSpeculos``: real sockets on 127.0.0.1 both ways.
@Suite("Speculos transport")
struct SpeculosTransportTests {
    private func transport(to speculos: RecordedSpeculos, answerTimeout: Duration = .seconds(30)) throws
        -> any LedgerTransport
    {
        try LedgerConnection(setting: speculos.setting).open(answerTimeout: answerTimeout)
    }

    @Test("a recorded APDU goes out and its recorded answer comes back: e006000000 → 02011600, 0x9000")
    func roundTrip() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"])
        defer { speculos.stop() }

        let answer = try await transport(to: speculos).exchange([0xE0, 0x06, 0x00, 0x00, 0x00])

        #expect(answer == LedgerAnswer(data: [0x02, 0x01, 0x16, 0x00], statusWord: 0x9000))
        #expect(speculos.received == [[0xE0, 0x06, 0x00, 0x00, 0x00]])
    }

    @Test("a 2-chunk record's exchanges all go over the one connection, each answered as recorded")
    func twoChunks() async throws {
        let record = try LedgerRecordings.ethereumApp.record(named: "personal_sign_400_bytes")
        let speculos = try RecordedSpeculos(records: [record.name])
        defer { speculos.stop() }
        let transport = try transport(to: speculos)

        var answers: [LedgerAnswer] = []
        for exchange in record.exchanges { answers.append(try await transport.exchange(exchange.apdu)) }

        #expect(answers == record.exchanges.map(\.answer))
        #expect(speculos.connectionCount == 1)
        #expect(speculos.unrecorded.isEmpty)
    }

    @Test("a port nothing listens on is connectionFailed saying so, with host and port")
    func closedPort() async throws {
        let port = try HostileNode.unusedPort()
        let transport = SpeculosTransport(host: "127.0.0.1", port: port)

        await #expect(throws: LedgerError.connectionFailed("nothing listens on 127.0.0.1:\(port)")) {
            try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
        }
    }

    @Test("an answer stating more than 1024 data bytes is malformedAnswer, before any is read")
    func answerTooLong() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"], fault: .answerLength(1025))
        defer { speculos.stop() }

        await #expect(throws: LedgerError.malformedAnswer("an answer of 1025 data bytes; the most is 1024")) {
            try await transport(to: speculos).exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
        }
    }

    @Test("no answer within the answer timeout is timedOut, its seconds rounded up")
    func timeout() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"], fault: .neverAnswers)
        defer { speculos.stop() }
        let clock = ContinuousClock()
        let start = clock.now

        await #expect(throws: LedgerError.timedOut(seconds: 1)) {
            try await transport(to: speculos, answerTimeout: .milliseconds(200)).exchange([
                0xE0, 0x06, 0x00, 0x00, 0x00,
            ])
        }
        #expect(clock.now - start >= .milliseconds(200))
    }

    @Test("an unrecorded APDU closes the connection: connectionFailed, and the APDU is in unrecorded")
    func unrecorded() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"])
        defer { speculos.stop() }

        await #expect(
            throws: LedgerError.connectionFailed("Speculos at 127.0.0.1:\(speculos.port) closed the connection")
        ) {
            try await transport(to: speculos).exchange([0xE0, 0xFF, 0x00, 0x00, 0x00])
        }
        #expect(speculos.unrecorded == [[0xE0, 0xFF, 0x00, 0x00, 0x00]])
    }

    @Test("after a failed exchange the next one connects anew and is answered")
    func reconnects() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"])
        defer { speculos.stop() }
        let transport = try transport(to: speculos)
        _ = try? await transport.exchange([0xE0, 0xFF, 0x00, 0x00, 0x00])

        let answer = try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])

        #expect(answer.statusWord == 0x9000)
        #expect(speculos.connectionCount == 2)
    }

    @Test("an APDU over 260 bytes is refused before anything is sent")
    func apduTooLong() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"])
        defer { speculos.stop() }

        await #expect(throws: LedgerError.connectionFailed("an APDU is at most 260 bytes, this one has 261")) {
            try await transport(to: speculos).exchange([UInt8](repeating: 0xE0, count: 261))
        }
        #expect(speculos.connectionCount == 0)
    }

    @Test("a host name is resolved: localhost reaches the server on 127.0.0.1")
    func hostName() async throws {
        let speculos = try RecordedSpeculos(records: ["get_app_configuration"])
        defer { speculos.stop() }
        let transport = SpeculosTransport(host: "localhost", port: speculos.port, answerTimeout: .seconds(30))

        let answer = try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])

        #expect(answer.data == [0x02, 0x01, 0x16, 0x00])
    }

    @Test("a host name that does not resolve is connectionFailed saying so")
    func unresolvable() async throws {
        let transport = SpeculosTransport(host: "no-such-host.invalid", port: 9999)

        await #expect(
            throws: LedgerError.connectionFailed("no-such-host.invalid is not a host name this machine can resolve")
        ) {
            try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
        }
    }
}

import Testing
import ZilliqaKit

@Suite("Ledger connection setting")
struct LedgerConnectionTests {
    @Test("unset, empty or usb is USB", arguments: [nil, "", "usb"] as [String?])
    func usb(setting: String?) throws {
        let connection = try LedgerConnection(setting: setting)

        #expect(connection == .usb)
    }

    @Test(
        "tcp:HOST:PORT is Speculos at that host and port",
        arguments: [
            ("tcp:127.0.0.1:9999", "127.0.0.1", 9999),
            ("tcp:speculos.local:40000", "speculos.local", 40000),
        ] as [(String, String, UInt16)])
    func tcp(setting: String, host: String, port: UInt16) throws {
        let connection = try LedgerConnection(setting: setting)

        #expect(connection == .tcp(host: host, port: port))
    }

    @Test(
        "anything else is badTransportSetting",
        arguments: [
            "USB", "hid", "tcp:", "tcp:9999", "tcp::9999", "tcp:localhost:", "tcp:localhost:0", "tcp:localhost:65536",
            "tcp:localhost:port", "tcp:[::1]:9999", "tcp:a b:1", "tcp:localhost:+80", "udp:localhost:9999",
        ])
    func rejected(setting: String) {
        #expect(throws: LedgerError.badTransportSetting(setting)) {
            try LedgerConnection(setting: setting)
        }
    }

    @Test("a setting longer than 300 characters is badTransportSetting")
    func tooLong() {
        let setting = "tcp:" + String(repeating: "a", count: 300) + ":9999"

        #expect(throws: LedgerError.badTransportSetting(setting)) {
            try LedgerConnection(setting: setting)
        }
    }

    @Test("the error names the variable, the value and both accepted forms")
    func errorText() {
        let text = LedgerError.badTransportSetting("bluetooth").description

        #expect(text.contains(#"ZHIP_LEDGER_TRANSPORT is "bluetooth""#))
        #expect(text.contains("usb"))
        #expect(text.contains("tcp:HOST:PORT"))
    }

    @Test("the error quotes at most 64 characters of the value")
    func errorTextBounded() {
        let text = LedgerError.badTransportSetting(String(repeating: "x", count: 1000)).description

        #expect(text.contains(String(repeating: "x", count: 64) + "\"…"))
        #expect(!text.contains(String(repeating: "x", count: 65)))
    }

    @Test(
        "its description says USB, or Speculos and where",
        arguments: [
            (LedgerConnection.usb, "USB"), (.tcp(host: "127.0.0.1", port: 9999), "Speculos at 127.0.0.1:9999"),
        ])
    func description(connection: LedgerConnection, text: String) {
        #expect(connection.description == text)
    }

    @Test("the variable is ZHIP_LEDGER_TRANSPORT")
    func variableName() {
        #expect(LedgerConnection.environmentVariable == "ZHIP_LEDGER_TRANSPORT")
    }

    @Test("tcp opens a Speculos transport to its host and port, with the answer timeout given")
    func opensSpeculos() throws {
        let transport = try LedgerConnection.tcp(host: "127.0.0.1", port: 9999).open(answerTimeout: .seconds(7))

        let speculos = try #require(transport as? SpeculosTransport)
        #expect(speculos.host == "127.0.0.1")
        #expect(speculos.port == 9999)
        #expect(speculos.answerTimeout == .seconds(7))
    }

    @Test("usb opens a hidraw transport on /sys/class/hidraw and /dev")
    func opensHIDRaw() throws {
        let transport = try LedgerConnection.usb.open()

        let hidraw = try #require(transport as? HIDRawTransport)
        #expect(hidraw.sysfsRoot == "/sys/class/hidraw")
        #expect(hidraw.deviceRoot == "/dev")
        #expect(hidraw.answerTimeout == .seconds(300))
    }
}

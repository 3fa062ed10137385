/// Which transport reaches the Ledger: the device on USB, or the Speculos emulator over TCP, as
/// the environment variable ``environmentVariable`` says.
///
/// ```swift
/// let connection = try LedgerConnection(setting: environment[LedgerConnection.environmentVariable])
/// let transport = try connection.open()
/// print("Ledger: \(connection)")   // "USB" or "Speculos at 127.0.0.1:9999"
/// ```
public enum LedgerConnection: Sendable, Hashable, CustomStringConvertible {
    /// The Ledger device on USB, through hidraw (``HIDRawTransport``).
    case usb
    /// The Speculos emulator's APDU port (``SpeculosTransport``).
    case tcp(host: String, port: UInt16)

    /// The environment variable that picks the transport: unset, empty or `usb` for the device,
    /// `tcp:HOST:PORT` for Speculos.
    public static let environmentVariable = "ZHIP_LEDGER_TRANSPORT"
    /// The longest setting read: a host name has at most 253 characters.
    public static let maximumSettingLength = 300

    /// The connection `setting` (the environment variable's value) names.
    /// - Throws: ``LedgerError/badTransportSetting(_:)`` for anything but nil, "", "usb" or
    ///   "tcp:HOST:PORT" with a host name or IPv4 address and a port from 1 to 65535. IPv6
    ///   addresses are not read (a name that resolves to one is).
    public init(setting: String?) throws(LedgerError) {
        guard let setting, !setting.isEmpty, setting != "usb" else {
            self = .usb
            return
        }
        guard setting.utf8.count <= Self.maximumSettingLength, setting.hasPrefix("tcp:") else {
            throw .badTransportSetting(setting)
        }
        let address = setting.dropFirst("tcp:".count)
        guard let colon = address.lastIndex(of: ":") else { throw .badTransportSetting(setting) }
        let host = address[..<colon]
        let portText = address[address.index(after: colon)...]
        guard !host.isEmpty, host.allSatisfy(Self.isHostCharacter), portText.allSatisfy({ $0.isASCII && $0.isNumber }),
            let port = UInt16(portText), port > 0
        else { throw .badTransportSetting(setting) }
        self = .tcp(host: String(host), port: port)
    }

    private static func isHostCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "." || character == "-")
    }

    /// "USB", or "Speculos at HOST:PORT": for messages.
    public var description: String {
        switch self {
        case .usb: "USB"
        case .tcp(let host, let port): "Speculos at \(host):\(port)"
        }
    }

    /// The transport to this connection. Nothing is opened or connected yet: the first exchange
    /// does it, and throws what it meets (``LedgerError/noDevice``, ``LedgerError/connectionFailed(_:)``).
    /// - Parameter answerTimeout: how long each exchange waits for its answer.
    public func open(answerTimeout: Duration = LedgerLimits.answerTimeout) throws(LedgerError) -> any LedgerTransport {
        switch self {
        case .usb: HIDRawTransport(answerTimeout: answerTimeout)
        case .tcp(let host, let port): SpeculosTransport(host: host, port: port, answerTimeout: answerTimeout)
        }
    }
}

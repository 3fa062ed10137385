/// Ledger's Ethereum app, spoken to in its APDUs (CLA 0xE0; `doc/ethapp.adoc` of LedgerHQ/app-ethereum,
/// docs/ledger.md): which app is open, its settings, the address on a path, and signing. Every
/// answer is checked against the app's format; every status word but 0x9000 is a ``LedgerError``.
///
/// ```swift
/// let app = EthereumApp(transport: try LedgerConnection(setting: nil).open())
/// try await app.ensureOpen()                                   // LedgerError.ethereumAppNotOpen otherwise
/// let account = try await app.address(at: try DerivationPath("m/44'/60'/0'/0/0"))
/// let signed = try await app.sign(transaction, at: path)      // the person confirms on the device
/// ```
public struct EthereumApp: Sendable {
    /// The deepest path the app takes (its `MAX_BIP32_PATH`).
    public static let maximumPathDepth = 10
    /// The most data bytes one APDU carries.
    static let chunkSize = 255

    private let transport: any LedgerTransport

    public init(transport: any LedgerTransport) {
        self.transport = transport
    }

    /// The app open on the device and its version (GET APP AND VERSION, CLA 0xB0, answered by the
    /// device's OS): "Ethereum", or "BOLOS" when the device shows its dashboard.
    public func openApp() async throws(LedgerError) -> (name: String, version: String) {
        let answer = try await transport.exchange([0xB0, 0x01, 0x00, 0x00, 0x00])
        guard answer.statusWord == 0x9000 else { throw Self.error(for: answer.statusWord, blindSigning: false) }
        var reader = LedgerAnswerReader(answer.data)
        guard reader.byte() == 0x01, let name = reader.text(), let version = reader.text() else {
            throw .malformedAnswer("the open app's name and version")
        }
        return (name, version)
    }

    /// Throws ``LedgerError/ethereumAppNotOpen(openApp:)`` unless the Ethereum app is the one open.
    public func ensureOpen() async throws(LedgerError) {
        let open = try await openApp()
        guard open.name == "Ethereum" else {
            throw .ethereumAppNotOpen(openApp: open.name == "BOLOS" ? nil : open.name)
        }
    }

    /// The app's settings and version (GET APP CONFIGURATION, INS 0x06).
    public func configuration() async throws(LedgerError) -> EthereumAppConfiguration {
        let data = try await command(ins: 0x06, p1: 0x00, data: [])
        guard data.count == 4 else { throw .malformedAnswer("the app's configuration is 4 bytes") }
        return EthereumAppConfiguration(flags: data[0], version: "\(data[1]).\(data[2]).\(data[3])")
    }

    /// The account on `path` (GET ETH PUBLIC ADDRESS, INS 0x02): its public key and address,
    /// checked against each other. With `showOnDevice`, the device shows the address and the
    /// person confirms it (``LedgerError/rejectedOnDevice`` when they do not).
    public func address(at path: DerivationPath, showOnDevice: Bool = false) async throws(LedgerError)
        -> LedgerAccount
    {
        let data = try await command(ins: 0x02, p1: showOnDevice ? 0x01 : 0x00, data: try Self.encoded(path))
        var reader = LedgerAnswerReader(data)
        guard reader.byte() == 65, let key = reader.bytes(65), let publicKey = try? PublicKey(bytes: key),
            reader.byte() == 40, let text = reader.bytes(40)
        else { throw .malformedAnswer("a public key of 65 bytes and an address of 40 hex digits") }
        let account = LedgerAccount(path: path, publicKey: publicKey)
        guard String(decoding: text, as: UTF8.self).lowercased() == account.address.hex else {
            throw .malformedAnswer("the address the device gave is not its public key's")
        }
        return account
    }

    /// Sends one command of the app, cut into chunks of at most 255 bytes (P1 0x00 for the first,
    /// 0x80 for the others, as the signing commands take them), and returns the last answer's data.
    /// `blindSigning` says that a 0x6A80 means the setting is off.
    func command(
        ins: UInt8, p1: UInt8, p2: UInt8 = 0x00, data: [UInt8], chunked: Bool = false, blindSigning: Bool = false
    )
        async throws(LedgerError) -> [UInt8]
    {
        var chunks =
            chunked
            ? stride(from: 0, to: data.count, by: Self.chunkSize).map {
                Array(data[$0..<min($0 + Self.chunkSize, data.count)])
            } : [data]
        if chunks.isEmpty { chunks = [[]] }
        var last: [UInt8] = []
        for (position, chunk) in chunks.enumerated() {
            guard chunk.count <= Self.chunkSize else { throw .malformedAnswer("a command of over 255 bytes") }
            let chunkP1: UInt8 = chunked ? (position == 0 ? 0x00 : 0x80) : p1
            let answer = try await transport.exchange([0xE0, ins, chunkP1, p2, UInt8(chunk.count)] + chunk)
            guard answer.statusWord == 0x9000 else {
                throw Self.error(for: answer.statusWord, blindSigning: blindSigning)
            }
            last = answer.data
        }
        return last
    }

    /// The error a status word means (docs/ledger.md, "Status words").
    static func error(for statusWord: UInt16, blindSigning: Bool) -> LedgerError {
        switch statusWord {
        case 0x6985: .rejectedOnDevice
        case 0x6A80 where blindSigning: .blindSigningOff
        case 0x5515, 0x6982: .locked
        case 0x6D00, 0x6E00, 0x6E01, 0x6511: .ethereumAppNotOpen(openApp: nil)
        default: .status(statusWord)
        }
    }

    /// `path` as the app reads it: its depth, then each index as 4 big-endian bytes (hardened ones
    /// with 0x80000000 set).
    static func encoded(_ path: DerivationPath) throws(LedgerError) -> [UInt8] {
        guard !path.indexes.isEmpty, path.indexes.count <= maximumPathDepth else {
            throw .pathTooDeep(path.indexes.count)
        }
        return [UInt8(path.indexes.count)] + path.indexes.flatMap(\.bigEndianBytes)
    }
}

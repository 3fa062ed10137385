/// Why a Ledger device did not do what was asked, each with the step that gets past it.
/// docs/ledger.md lists the status words behind each case and where the Ethereum app answers them.
public enum LedgerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Status word 0x6985: the person rejected on the device. Nothing was signed.
    case rejectedOnDevice
    /// Status word 0x6A80 to a transaction with contract data, or to EIP-712 by hashes: the
    /// Ethereum app's blind signing setting is off (its default).
    case blindSigningOff
    /// The Ethereum app is not the app open on the device: `name` is the one open, nil when the
    /// device shows its dashboard (no app open).
    case ethereumAppNotOpen(openApp: String?)
    /// The device is locked (status words 0x5515, 0x6982): it asks for its PIN first.
    case locked
    /// No Ledger device is plugged in (no hidraw device of vendor 0x2C97).
    case noDevice
    /// A Ledger device is plugged in but this user may not read and write `path`.
    case noPermission(path: String)
    /// The connection failed or closed: `reason` says how (no Swift internals, no data).
    case connectionFailed(String)
    /// No answer within `seconds`: the device waited for a confirmation that did not come.
    case timedOut(seconds: Int)
    /// An answer that breaks the app's format (a length, a field, a count of bytes).
    case malformedAnswer(String)
    /// Another status word, as the device gave it.
    case status(UInt16)
    /// A path deeper than the app takes (``EthereumApp/maximumPathDepth``) or empty.
    case pathTooDeep(Int)
    /// ZHIP_LEDGER_TRANSPORT holds `setting`, which names no transport (``LedgerConnection``).
    case badTransportSetting(String)

    /// The udev rule that lets a user's programs open Ledger devices (Ledger's own rule for vendor 0x2C97).
    public static let udevRule =
        #"SUBSYSTEMS=="usb", ATTRS{idVendor}=="2c97", MODE="0660", TAG+="uaccess", TAG+="udev-acl""#

    public var description: String {
        switch self {
        case .rejectedOnDevice:
            "the request was rejected on the Ledger device; nothing was signed. Run the command again to review it anew"
        case .blindSigningOff:
            "the Ethereum app on the Ledger refuses contract data while blind signing is off: on the device, open "
                + "the Ethereum app's settings, turn Blind signing on, and run the command again"
        case .ethereumAppNotOpen(let openApp?):
            "the Ledger has the \(openApp) app open: quit it, open the Ethereum app, and run the command again"
        case .ethereumAppNotOpen(nil):
            "no app is open on the Ledger: open the Ethereum app on the device and run the command again"
        case .locked:
            "the Ledger is locked: unlock it with its PIN, open the Ethereum app, and run the command again"
        case .noDevice:
            "no Ledger device was found: plug it in, unlock it, open the Ethereum app, and run the command again "
                + "(for the Speculos emulator, set ZHIP_LEDGER_TRANSPORT=tcp:HOST:PORT)"
        case .noPermission(let path):
            "a Ledger is plugged in, but this user may not open \(path): add the udev rule\n  \(Self.udevRule)\n"
                + "to /etc/udev/rules.d/20-hw1.rules, run `sudo udevadm control --reload-rules && sudo udevadm "
                + "trigger`, plug the device in again, and run the command again"
        case .connectionFailed(let reason):
            "the connection to the Ledger failed (\(reason)): check the cable or the emulator, and run the "
                + "command again"
        case .timedOut(let seconds):
            "the Ledger did not answer within \(seconds) s; nothing was signed. Run the command again and confirm "
                + "on the device"
        case .malformedAnswer(let what):
            "the Ledger's answer was not one the Ethereum app gives (\(what)): update the Ethereum app with "
                + "Ledger Live and run the command again"
        case .pathTooDeep(let depth):
            "the Ethereum app takes paths of 1 to \(EthereumApp.maximumPathDepth) levels, this one has \(depth): "
                + "give a path such as m/44'/60'/0'/0/0"
        case .status(let word):
            "the Ledger answered status \(LedgerError.hex(word)): reopen the Ethereum app and run the command again"
        case .badTransportSetting(let setting):
            "ZHIP_LEDGER_TRANSPORT is \"\(setting.prefix(64))\"\(setting.count > 64 ? "…" : ""), which names no "
                + "transport: unset it (or set it to usb) for a Ledger on USB, or set it to tcp:HOST:PORT (e.g. "
                + "tcp:127.0.0.1:9999) for the Speculos emulator, and run the command again"
        }
    }

    /// `word` as 4 upper-case hex digits, as Ledger's documents write status words.
    static func hex(_ word: UInt16) -> String {
        let digits = String(word, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}

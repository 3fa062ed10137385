#if canImport(Glibc)
    import Glibc
#endif

/// Finds the hidraw node of a Ledger device in sysfs, and maps why opening it failed.
///
/// Each `/sys/class/hidraw/hidrawN/device/uevent` names the HID device behind the node:
/// `HID_ID=0003:00002C97:00004011` (bus 0003 is USB, then the vendor and product ids) and
/// `HID_PHYS=usb-0000:00:14.0-1/input0` (the USB interface, after "input"). A Ledger device
/// shows several nodes when an app opens more than one interface (the FIDO/U2F one of a
/// security-key app, for one); APDUs go to the generic one, interface 0, as ledgerblue and
/// ledgerjs pick it. The rule, in order:
/// 1. of the USB nodes of vendor 0x2C97, the one whose `HID_PHYS` ends in `/input0`;
/// 2. else the one whose report descriptor opens with usage page 0xFFA0 (`06 A0 FF`), Ledger's
///    generic HID page (a FIDO interface opens with page 0xF1D0);
/// 3. else the first of them by node number.
enum HIDRawDiscovery {
    /// The most sysfs entries read: a machine has a few hidraw nodes, not hundreds.
    static let maximumEntries = 256
    /// The most bytes read of a `uevent` file (the kernel writes a few hundred).
    static let maximumUeventBytes = 4096
    /// Ledger's USB vendor id.
    static let vendorID: UInt32 = 0x2C97

    /// One hidraw node of a Ledger device, as sysfs describes it.
    struct Candidate: Hashable {
        let name: String
        let number: Int
        let interfaceZero: Bool
        let genericUsagePage: Bool
    }

    /// The path of the Ledger's node under `deviceRoot` (`/dev/hidraw3`).
    /// - Throws: ``LedgerError/noDevice`` when no node belongs to a Ledger on USB.
    static func devicePath(sysfsRoot: String, deviceRoot: String) throws(LedgerError) -> String {
        let candidates = self.candidates(sysfsRoot: sysfsRoot)
        guard let chosen = choose(candidates) else { throw .noDevice }
        return deviceRoot + "/" + chosen.name
    }

    /// The rule above, applied to `candidates`.
    static func choose(_ candidates: [Candidate]) -> Candidate? {
        let sorted = candidates.sorted { $0.number < $1.number }
        return sorted.first { $0.interfaceZero } ?? sorted.first { $0.genericUsagePage } ?? sorted.first
    }

    /// The Ledger nodes under `sysfsRoot`, reading at most ``maximumEntries`` entries.
    static func candidates(sysfsRoot: String) -> [Candidate] {
        entryNames(in: sysfsRoot).compactMap { name in
            guard name.hasPrefix("hidraw"), let number = Int(name.dropFirst("hidraw".count)) else { return nil }
            let device = sysfsRoot + "/" + name + "/device"
            guard let uevent = readPrefix(of: device + "/uevent", limit: maximumUeventBytes) else { return nil }
            let fields = parse(uevent: String(decoding: uevent, as: UTF8.self))
            guard let id = fields["HID_ID"], isLedgerOnUSB(hidID: id) else { return nil }
            let descriptor = readPrefix(of: device + "/report_descriptor", limit: 3) ?? []
            return Candidate(
                name: name, number: number,
                interfaceZero: fields["HID_PHYS"]?.hasSuffix("/input0") ?? false,
                genericUsagePage: descriptor == [0x06, 0xA0, 0xFF])
        }
    }

    /// Whether `hidID` (`0003:00002C97:00004011`) is bus 0003 (USB) and vendor 0x2C97.
    static func isLedgerOnUSB(hidID: String) -> Bool {
        let parts = hidID.split(separator: ":")
        guard parts.count == 3, let bus = UInt32(parts[0], radix: 16), let vendor = UInt32(parts[1], radix: 16) else {
            return false
        }
        return bus == 0x0003 && vendor == vendorID
    }

    /// The `KEY=value` lines of a uevent file.
    static func parse(uevent: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in uevent.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return fields
    }

    /// Why opening `path` failed, from `errno`: no node (the device went) or no permission.
    static func openError(errno code: Int32, path: String) -> LedgerError {
        switch code {
        case ENOENT, ENODEV, ENXIO: .noDevice
        case EACCES, EPERM: .noPermission(path: path)
        default: .connectionFailed("opening \(path) failed: \(LedgerDeadline.describe(code))")
        }
    }

    /// How many entries of `directory` a scan reads (at most ``maximumEntries``), "." and ".." included.
    static func entryCount(in directory: String) -> Int {
        var count = 0
        forEachEntry(in: directory) { _ in count += 1 }
        return count
    }

    // MARK: - Files

    private static func entryNames(in directory: String) -> [String] {
        var names: [String] = []
        forEachEntry(in: directory) { name in
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private static func forEachEntry(in directory: String, _ body: (String) -> Void) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var read = 0
        while read < maximumEntries, let entry = readdir(stream) {
            read += 1
            body(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
    }

    /// At most `limit` bytes from the start of `path`, nil when it cannot be read.
    static func readPrefix(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let got = bytes[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return Array(bytes[..<count])
    }
}

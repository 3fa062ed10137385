import Foundation
import Testing

@testable import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#endif

/// A sysfs-like tree of hidraw nodes in a scratch folder: `hidrawN/device/uevent` and
/// `hidrawN/device/report_descriptor`, as `/sys/class/hidraw` has them.
private struct HIDRawTree {
    let folder: ScratchFolder
    var sysfs: String { folder.path + "/sys" }
    var dev: String { folder.path + "/dev" }

    init() throws {
        folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/sys", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/dev", withIntermediateDirectories: true)
    }

    func node(_ name: String, hidID: String, phys: String?, descriptor: [UInt8] = []) throws {
        let device = sysfs + "/" + name + "/device"
        try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
        let uevent =
            ["DRIVER=hid-generic", "HID_ID=\(hidID)", "HID_NAME=Ledger Flex"] + (phys.map { ["HID_PHYS=\($0)"] } ?? [])
        try Data((uevent.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: device + "/uevent"))
        try Data(descriptor).write(to: URL(fileURLWithPath: device + "/report_descriptor"))
    }
}

@Suite("hidraw discovery of a Ledger")
struct HIDRawDiscoveryTests {
    @Test("of a Ledger's nodes, the one on USB interface 0 is picked, under the device root given")
    func interfaceZero() throws {
        let tree = try HIDRawTree()
        try tree.node("hidraw0", hidID: "0003:0000046D:0000C52B", phys: "usb-0000:00:14.0-2/input0")
        try tree.node("hidraw1", hidID: "0003:00002C97:00007011", phys: "usb-0000:00:14.0-1/input1")
        try tree.node("hidraw2", hidID: "0003:00002C97:00007011", phys: "usb-0000:00:14.0-1/input0")

        let path = try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)

        #expect(path == tree.dev + "/hidraw2")
    }

    @Test("without interface numbers, the node with Ledger's generic usage page 0xFFA0 is picked")
    func genericUsagePage() throws {
        let tree = try HIDRawTree()
        try tree.node("hidraw3", hidID: "0003:00002C97:00007011", phys: nil, descriptor: [0x06, 0xD0, 0xF1, 0x09])
        try tree.node("hidraw4", hidID: "0003:00002C97:00007011", phys: nil, descriptor: [0x06, 0xA0, 0xFF, 0x09])

        let path = try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)

        #expect(path == tree.dev + "/hidraw4")
    }

    @Test("with nothing to tell them apart, the lowest-numbered node is picked (hidraw9 before hidraw10)")
    func lowestNumber() throws {
        let tree = try HIDRawTree()
        try tree.node("hidraw10", hidID: "0003:00002C97:00004011", phys: nil)
        try tree.node("hidraw9", hidID: "0003:00002C97:00004011", phys: nil)

        let path = try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)

        #expect(path == tree.dev + "/hidraw9")
    }

    @Test("no node of vendor 0x2C97 is noDevice")
    func otherVendors() throws {
        let tree = try HIDRawTree()
        try tree.node("hidraw0", hidID: "0003:0000046D:0000C52B", phys: "usb-0000:00:14.0-2/input0")

        #expect(throws: LedgerError.noDevice) {
            try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
        }
    }

    @Test("a Ledger over Bluetooth (bus 0005) is not taken: its framing differs")
    func bluetooth() throws {
        let tree = try HIDRawTree()
        try tree.node("hidraw0", hidID: "0005:00002C97:00004011", phys: "00:11:22:33:44:55")

        #expect(throws: LedgerError.noDevice) {
            try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
        }
    }

    @Test("a sysfs root that does not exist is noDevice")
    func noSysfs() throws {
        let tree = try HIDRawTree()

        #expect(throws: LedgerError.noDevice) {
            try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs + "/absent", deviceRoot: tree.dev)
        }
    }

    @Test("at most 256 sysfs entries are read")
    func boundedScan() throws {
        let tree = try HIDRawTree()
        for index in 0..<300 {
            try FileManager.default.createDirectory(
                atPath: tree.sysfs + "/hidraw\(index)", withIntermediateDirectories: true)
        }

        let candidates = HIDRawDiscovery.entryCount(in: tree.sysfs)

        #expect(candidates == 256)
    }

    @Test("a uevent file is read up to 4096 bytes: a HID_ID after them is not seen")
    func boundedUevent() throws {
        let tree = try HIDRawTree()
        let device = tree.sysfs + "/hidraw0/device"
        try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
        let padding = "HID_NAME=" + String(repeating: "x", count: 5000) + "\n"
        try Data((padding + "HID_ID=0003:00002C97:00004011\n").utf8).write(to: URL(fileURLWithPath: device + "/uevent"))

        #expect(throws: LedgerError.noDevice) {
            try HIDRawDiscovery.devicePath(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
        }
    }

    @Test("open's errno: EACCES and EPERM are noPermission naming the path, ENOENT is noDevice")
    func openErrors() {
        #expect(HIDRawDiscovery.openError(errno: EACCES, path: "/dev/hidraw2") == .noPermission(path: "/dev/hidraw2"))
        #expect(HIDRawDiscovery.openError(errno: EPERM, path: "/dev/hidraw2") == .noPermission(path: "/dev/hidraw2"))
        #expect(HIDRawDiscovery.openError(errno: ENOENT, path: "/dev/hidraw2") == .noDevice)
    }

    @Test("an exchange when the node sysfs names is missing under the device root is noDevice")
    func exchangeWithoutNode() async throws {
        let tree = try HIDRawTree()
        try tree.node("hidraw2", hidID: "0003:00002C97:00007011", phys: "usb-0000:00:14.0-1/input0")
        let transport = HIDRawTransport(sysfsRoot: tree.sysfs, deviceRoot: tree.dev)

        await #expect(throws: LedgerError.noDevice) {
            try await transport.exchange([0xE0, 0x06, 0x00, 0x00, 0x00])
        }
    }

    @Test("an APDU over 260 bytes is refused before any device is looked for")
    func apduTooLong() async throws {
        let transport = HIDRawTransport(sysfsRoot: "/nonexistent", deviceRoot: "/nonexistent")

        await #expect(throws: LedgerError.connectionFailed("an APDU is at most 260 bytes, this one has 261")) {
            try await transport.exchange([UInt8](repeating: 0, count: 261))
        }
    }
}

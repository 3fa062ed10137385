/// What checking against an encoded Argon2id hash costs, read from its `m=…,t=…,p=…` part, and
/// the bounds ``Argon2id/verify(_:against:)`` holds it to before libsodium runs: a stored hash
/// carries its own limits, so whoever could edit it could otherwise make every check take
/// minutes and gigabytes (m=4 GiB, t=1000 ran over a minute at 4.2 GB).
///
/// ```swift
/// let cost = try Argon2idCost(encoded: "$argon2id$v=19$m=65536,t=2,p=1$…$…")   // 64 MiB, 2 passes, 1 lane
/// try cost.checkBounds()
/// ```
///
/// Zhip writes libsodium's interactive limits, 64 MiB and 2 passes in 1 lane; the bounds are 4
/// times that in memory and 8 times in work, and equal libsodium's "moderate" limits (256 MiB,
/// 3 passes), so every hash Zhip or libsodium's presets up to moderate wrote passes.
public struct Argon2idCost: Sendable, Hashable {
    /// Memory in KiB (`m`).
    public let memoryKiB: Int
    /// Passes over the memory (`t`).
    public let passes: Int
    /// Lanes (`p`); libsodium runs them one after another.
    public let lanes: Int

    /// The largest `m`: 256 MiB (262 144 KiB), 4 times Zhip's 64 MiB.
    public static let maximumMemoryKiB = 256 * 1024
    /// The largest `t`: 16, 8 times Zhip's 2.
    public static let maximumPasses = 16
    /// The largest `p`: 4 (Zhip and libsodium write 1).
    public static let maximumLanes = 4
    /// The largest work, `m * t * p` in KiB passes: 2^20 (1 GiB passed over once), 8 times
    /// Zhip's 64 MiB * 2 * 1, about 1 s. Lanes split the memory rather than add to it, so the
    /// product overcounts them; it is bounded anyway so that no single figure can be large.
    public static let maximumWork = 1 << 20

    /// The cost written in `encoded`, the `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$…` form.
    /// - Throws: ``Argon2idError/malformedHash`` when there is no such part or a figure is not a
    ///   positive number.
    public init(encoded: String) throws(Argon2idError) {
        let fields = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[1] == "argon2id" else { throw .malformedHash }
        var figures: [Substring: Int] = [:]
        for pair in fields[3].split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1]), value > 0 else { throw .malformedHash }
            figures[parts[0]] = value
        }
        guard let memory = figures["m"], let passes = figures["t"], let lanes = figures["p"] else {
            throw .malformedHash
        }
        self.init(memoryKiB: memory, passes: passes, lanes: lanes)
    }

    /// A cost of `memoryKiB` KiB, `passes` passes and `lanes` lanes.
    public init(memoryKiB: Int, passes: Int, lanes: Int) {
        self.memoryKiB = memoryKiB
        self.passes = passes
        self.lanes = lanes
    }

    /// `m * t * p`, or nil when it does not fit an `Int` (then it is far out of bounds).
    public var work: Int? {
        let (partial, overflowed) = memoryKiB.multipliedReportingOverflow(by: passes)
        let (total, overflowedAgain) = partial.multipliedReportingOverflow(by: lanes)
        return overflowed || overflowedAgain ? nil : total
    }

    /// Throws ``Argon2idError/costOutOfBounds(_:)`` when any figure or the work is past its bound.
    public func checkBounds() throws(Argon2idError) {
        guard memoryKiB <= Self.maximumMemoryKiB, passes <= Self.maximumPasses, lanes <= Self.maximumLanes,
            let work, work <= Self.maximumWork
        else { throw .costOutOfBounds(self) }
    }
}

extension Argon2idCost: CustomStringConvertible {
    /// `1 GiB, 1000 passes, 1 lane`: what a check against the hash would take.
    public var description: String {
        let memory = memoryKiB <= Int.max >> 10 ? ByteCount.words(memoryKiB << 10) : "\(memoryKiB) KiB"
        return "\(memory), \(passes) pass\(passes == 1 ? "" : "es"), \(lanes) lane\(lanes == 1 ? "" : "s")"
    }
}

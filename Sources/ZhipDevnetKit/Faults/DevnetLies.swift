import Synchronization
public import ZilliqaKit

/// What a hostile node says instead of the truth, for the tests of a wallet that must not believe
/// it: for a JSON-RPC method (and, when given, only calls carrying a parameter), the result given
/// instead of the ledger's, after a number of honest answers. Set in-process
/// (``DevnetControl/lies``) or with `POST /control/lies`; `DELETE /control/lies` ends them.
///
/// ```swift
/// devnet.control.lies.add(DevnetLies.Lie(method: "eth_gasPrice", result: "0xde0b6b3a7640000"))   // 1 ZIL a gas
/// devnet.control.lies.add(DevnetLies.Lie(method: "eth_getTransactionCount", whenParam: "pending", result: "0xfffffffffffffffe"))
/// devnet.control.lies.add(DevnetLies.Lie(method: "eth_gasPrice", result: "0x…", honestAnswers: 1))   // the second answer on
/// ```
public final class DevnetLies: Sendable {
    /// One lie.
    public struct Lie: Sendable, Hashable {
        /// The method lied about.
        public let method: String
        /// A parameter a call must carry to be lied to (`"pending"`, an address), or nil for every call.
        public let whenParam: String?
        /// The result answered instead of the ledger's.
        public let result: JSONValue
        /// How many calls are answered truly before the lie starts.
        public let honestAnswers: Int

        public init(method: String, whenParam: String? = nil, result: JSONValue, honestAnswers: Int = 0) {
            self.method = method
            self.whenParam = whenParam.map { $0.lowercased() }
            self.result = result
            self.honestAnswers = max(0, honestAnswers)
        }
    }

    /// The most lies kept at once: past it, adding one drops the oldest.
    public static let maximumLies = 64

    private struct Told: Sendable {
        var lie: Lie
        var calls = 0
    }

    private let told = Mutex<[Told]>([])

    public init() {}

    /// Lies with `lie` from now on (beside the others; a later lie about the same calls wins).
    public func add(_ lie: Lie) {
        told.withLock { told in
            told.append(Told(lie: lie))
            told.removeFirst(max(0, told.count - Self.maximumLies))
        }
    }

    /// Tells the truth again.
    public func clear() {
        told.withLock { $0.removeAll() }
    }

    /// The lies in force.
    public var current: [Lie] { told.withLock { $0.map(\.lie) } }

    /// The lie to answer a call of `method` with `params`, or nil to answer truly; counts the call.
    func answer(_ method: String, params: [JSONValue]) -> JSONValue? {
        let texts = Set(params.compactMap { $0.stringValue?.lowercased() })
        return told.withLock { told -> JSONValue? in
            guard
                let index = told.lastIndex(where: {
                    $0.lie.method == method && ($0.lie.whenParam.map(texts.contains) ?? true)
                })
            else { return nil }
            told[index].calls += 1
            // Not `nil`: JSONValue is a nil literal itself (null), which would be a lie of its own.
            guard told[index].calls > told[index].lie.honestAnswers else { return Optional.none }
            return told[index].lie.result
        }
    }
}

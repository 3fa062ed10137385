/// A figure of an EVM fee, as an offline payment's errors name it.
public enum OfflineEVMFeeField: Sendable, Hashable, CaseIterable {
    /// Type 2's `maxFeePerGas`.
    case maxFee
    /// Type 2's `maxPriorityFeePerGas`.
    case priorityFee
    /// Type 0's `gasPrice`.
    case gasPrice

    /// `the max fee`, for a message.
    public var words: String {
        switch self {
        case .maxFee: "the max fee"
        case .priorityFee: "the priority fee"
        case .gasPrice: "the gas price"
        }
    }
}

import ZilliqaKit

extension RPCRequest {
    /// True for ZilliqaKit's ``ZilliqaKit/LegacyTransferProbe``: a CreateTransaction asking for one
    /// gas more than a block holds, which the wallet sends before a payment to learn the era.
    public var isLegacyTransferProbe: Bool {
        method == "CreateTransaction"
            && firstParam?.objectValue?["gasLimit"] == .string(String(Payment.maximumGasLimit + 1))
    }
}

extension RPCAnswer {
    /// Zilliqa 2.0's answer to the era probe on a network that still takes legacy transfers: the
    /// block gas limit refusal (`zq2-legacy-api.md` section 2.2, step 12b; "exceeeds" sic).
    public static let probeRefusedForGasLimit = RPCAnswer.error(
        code: -8, message: "Txn gas limit (84000420) exceeeds block gas limit (84000000)")
}

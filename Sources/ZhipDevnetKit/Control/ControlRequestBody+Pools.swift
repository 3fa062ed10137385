import ZilliqaKit

extension ControlRequestBody {
    /// The keys `POST /control/pools` takes.
    static let poolKeys: Set<String> = [
        "kind", "commissionPercent", "minimumDelegationZIL", "unbondingBlocks", "name", "symbol", "commissionReceiver",
    ]

    /// `POST /control/pools`'s body: kind (`liquid` or `nonLiquid`), and optionally
    /// commissionPercent (a decimal string with up to 2 decimals, below 100), minimumDelegationZIL
    /// (a decimal string), unbondingBlocks, name, symbol (liquid only) and commissionReceiver.
    func poolDeployment() throws(ControlError) -> PoolDeployment {
        let kindText = try string("kind")
        guard let kind = DelegationPoolModel.Kind(rawValue: kindText) else {
            throw problem("\"kind\" is liquid or nonLiquid, not \"\(kindText)\"")
        }
        var commission = PoolDeployment.defaultCommission
        if has("commissionPercent") {
            let text = try string("commissionPercent")
            guard let units = try? UInt256(text, decimals: 2), let small = units.uint64Value else {
                throw problem("\"commissionPercent\" is not a percentage with at most 2 decimals, \"\(text)\"")
            }
            commission = small
        }
        var minimum = PoolDeployment.contractMinimum
        if has("minimumDelegationZIL") {
            let text = try string("minimumDelegationZIL")
            guard let wei = try? Wei(Amount(text, unit: .zil)) else {
                throw problem("\"minimumDelegationZIL\" is not an amount of ZIL such as \"100\", \"\(text)\"")
            }
            minimum = wei.wei
        }
        let unbonding = try wholeNumber("unbondingBlocks") ?? PoolDeployment.defaultUnbondingBlocks
        let name = has("name") ? try string("name") : nil
        let symbol = has("symbol") ? try string("symbol") : "stZIL"
        if kind == .nonLiquid, has("symbol") { throw problem("\"symbol\" is for a liquid pool's token only") }
        let receiver = has("commissionReceiver") ? try address("commissionReceiver") : nil
        do throws(PoolDeploymentError) {
            return try PoolDeployment(
                kind: kind, commission: commission, minimumDelegation: minimum, unbondingBlocks: unbonding, name: name,
                symbol: symbol, commissionReceiver: receiver)
        } catch {
            throw problem("\(error)")
        }
    }
}

import ZilliqaKit

/// How the control API writes what it answers: amounts as Qa decimal strings (exact), addresses
/// in bech32, counts as numbers, and nothing secret (no signatures, no keys).
enum ControlJSON {
    /// One received transaction; every key is always present (null when unknown), so that a test
    /// can rely on the shape.
    /// An EVM transaction's addresses are written `0x…` (EIP-55), a legacy one's in bech32; an EVM
    /// transaction's `valueWei` and `gasPriceWei` are exact, null for a legacy one.
    static func transaction(_ entry: ReceivedTransaction) -> JSONValue {
        let address: (Address) -> JSONValue = { address in
            guard entry.kind == .evm, let evm = try? EVMAddress(bytes: address.bytes) else {
                return .string(address.bech32)
            }
            return .string(evm.checksummed)
        }
        return [
            "sequence": .integer(Int64(entry.sequence)),
            "kind": .string(entry.kind.rawValue),
            "status": .string(entry.status.rawValue),
            "duplicate": .bool(entry.duplicate),
            "reason": entry.rejection.map { rejection in
                ["code": rejection.code.map { .integer(Int64($0)) } ?? .null, "message": .string(rejection.message)]
            } ?? .null,
            "id": entry.id.map { .string($0.hex) } ?? .null,
            "sender": entry.sender.map(address) ?? .null,
            "recipient": entry.recipient.map(address) ?? .null,
            "amount": entry.amount.map { .string($0.qaString) } ?? .null,
            "nonce": entry.nonce.map(JSONValue.number) ?? .null,
            "gasPrice": entry.gasPrice.map { .string($0.qaString) } ?? .null,
            "gasLimit": entry.gasLimit.map(JSONValue.number) ?? .null,
            "valueWei": entry.value.map { .string($0.weiString) } ?? .null,
            "gasPriceWei": entry.evmGasPrice.map { .string(String($0)) } ?? .null,
        ]
    }

    /// `{"received": N, "accepted": N, "rejected": N}`.
    static func summary(_ summary: ReceivedSummary) -> JSONValue {
        [
            "received": .integer(Int64(summary.received)), "accepted": .integer(Int64(summary.accepted)),
            "rejected": .integer(Int64(summary.rejected)),
        ]
    }

    /// `{"seconds": N|null, "confirms": "…"}`.
    static func schedule(_ schedule: BlockSchedule) -> JSONValue {
        switch schedule {
        case .immediate: ["seconds": 0, "confirms": "inside each CreateTransaction"]
        case .every(let interval):
            ["seconds": .double(seconds(interval)), "confirms": .string("every \(DevnetCommand.seconds(interval)) s")]
        case .onDemand: ["seconds": .null, "confirms": "only on POST /control/confirm"]
        }
    }

    /// A fault plan as `POST /control/faults` takes it; null for none.
    static func faults(_ plan: FaultPlan?) -> JSONValue {
        guard let plan else { return .null }
        return [
            "mode": .string(plan.mode.rawValue),
            "rate": .double(plan.rate),
            "methods": plan.methods.map { .array($0.sorted().map(JSONValue.string)) } ?? .null,
            "times": plan.limit.map { .integer(Int64($0)) } ?? .null,
            "seed": plan.seed.map(JSONValue.number) ?? .null,
            "holdSeconds": .double(seconds(plan.hold)),
        ]
    }

    /// A block as `{"number": N, "transactions": N}`; null for none.
    static func block(_ block: TxBlock?) -> JSONValue {
        guard let block else { return .null }
        return ["number": .number(block.number), "transactions": .integer(Int64(block.transactionIDs.count))]
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds / 1_000_000_000_000) / 1_000_000
    }

    /// `{"current": "legacy", "next": "escrow-only", "atBlock": 1001}`; the last two null without a switch.
    static func eras(_ eras: EraSchedule) -> JSONValue {
        [
            "current": .string(eras.current.rawValue), "next": eras.next.map { .string($0.rawValue) } ?? .null,
            "atBlock": eras.switchHeight.map { .number($0) } ?? .null,
        ]
    }

    /// The DEX: `{"factory", "router", "wzil", "feeBasisPoints"}`, the addresses EIP-55.
    static func dex(_ deployment: DexDeployment) -> JSONValue {
        [
            "factory": evm(deployment.factory), "router": evm(deployment.router), "wzil": evm(deployment.wzil),
            "feeBasisPoints": .number(deployment.feeBasisPoints),
        ]
    }

    /// A seeded pair: `{"pair", "reserveToken", "reserveZil"}`, the reserves decimal strings of smallest units.
    static func liquidity(_ seeded: SeededLiquidity) -> JSONValue {
        [
            "pair": evm(seeded.pair), "reserveToken": .string(seeded.reserveToken.description),
            "reserveZil": .string(seeded.reserveZil.description),
        ]
    }

    /// An address as `0x…` with the EIP-55 checksum.
    static func evm(_ address: Address) -> JSONValue {
        (try? EVMAddress(bytes: address.bytes)).map { .string($0.checksummed) } ?? .null
    }

    /// A registered name: `{"name", "node", "address", "reverse", "universalResolver", "registry", "resolver"}`,
    /// the node as 0x and 64 hex, the addresses EIP-55.
    static func name(_ registration: NameRegistration) -> JSONValue {
        [
            "name": .string(registration.name.text), "node": .string("0x" + Hex.encode(registration.name.node)),
            "address": evm(registration.address), "reverse": .bool(registration.reverse),
            "universalResolver": .string(ZilNames.universalResolver.checksummed),
            "registry": .string(ZilNames.registry.checksummed), "resolver": .string(ZilNames.l2Resolver.checksummed),
        ]
    }

    /// A deployed pool: its address, its token's (null for a non-liquid pool), its commission receiver.
    static func pool(_ deployed: DeployedPool) -> JSONValue {
        [
            "address": evm(deployed.address), "lst": deployed.lst.map(evm) ?? .null,
            "commissionReceiver": evm(deployed.commissionReceiver),
        ]
    }

    /// A deployed token: its address (EIP-55), its legacy address (EIP-55 and bech32, null unless
    /// ZRC-2), and what was deployed, the supply as a decimal string.
    static func token(_ deployed: DeployedToken, _ token: TokenDeployment) -> JSONValue {
        return [
            "address": evm(deployed.address), "legacyAddress": deployed.legacyAddress.map(evm) ?? .null,
            "legacyBech32": deployed.legacyAddress.map { .string($0.bech32) } ?? .null,
            "symbol": .string(token.symbol), "decimals": .integer(Int64(token.decimals)),
            "supply": .string(token.supply.description), "holder": evm(token.holder),
            "behaviour": .string(token.behaviour.rawValue),
        ]
    }
}

import ZhipCore
import ZilliqaKit

/// Facts of an ordinary payment for the rules' tests: 1 ZIL from an EVM account holding 10 ZIL to a
/// plain account, at Zilliqa 2.0's gas price, on mainnet, online; each test changes what it is about.
struct PaymentFactsFixture {
    var path = PaymentFacts.Path.online
    var network: Network? = .mainnet
    var chainID = Network.mainnet.evmChainID
    var nodeChainID: UInt64? = Network.mainnet.evmChainID
    var account = PayingAccount.evm
    var sender: EVMAddress? = Self.alice
    var senderIsFrozen = false
    var kind = PaymentKind.transfer
    var counterparty = PaymentCounterparty(address: Self.bob, role: .payee)
    var counterpartyHasCode: Bool? = false
    var counterpartyIsSwept: Bool? = false
    var contract: EVMAddress?
    var asset = PaymentAsset.zil
    var amount = UInt256(Wei(1, unit: .zil).wei)
    var amountIsMax = false
    var value = Wei(1, unit: .zil)
    var fee = PaymentFeeFacts(
        most: Wei(wei: 21_000 * Self.gasPrice.wei), expected: Wei(wei: 21_000 * Self.gasPrice.wei),
        pricePerGas: Self.gasPrice, networkPricePerGas: Self.gasPrice, priceGiven: false, priorityFee: .zero,
        unit: .gwei)
    var gas = PaymentGasFacts(
        limit: 21_000, bounds: PaymentGasBounds(least: 21_000, most: 84_000_000, leastWhy: "least", mostWhy: "most"))
    var funds: PaymentFundsFacts? = PaymentFundsFacts(balance: Wei(10, unit: .zil))
    var nonce = PaymentNonceFacts(nonce: 3, given: false, latest: 3, pending: 3, next: 3)
    var legacyTransfers: LegacyTransfers? = .escrowOnly
    var consents: Set<PaymentRisk> = []
    var counterpartyName: CounterpartyName?
    var known = KnownCounterparties.none
    var replacing: ReplacedTransaction?
    var swap: SwapQuote?

    /// Zilliqa 2.0's gas price: 4761904800000 wei an EVM gas.
    static let gasPrice = Wei(wei: 4_761_904_800_000)
    static let alice = address(0xA1)
    static let bob = address(0xB0)

    /// The 20 bytes `byte` repeated.
    static func address(_ byte: UInt8) -> EVMAddress {
        EVMAddress(Address.zero).replacing(with: byte)
    }

    var facts: PaymentFacts {
        PaymentFacts(
            path: path, network: network, chainID: chainID, nodeChainID: nodeChainID, account: account, sender: sender,
            senderIsFrozen: senderIsFrozen, kind: kind, counterparty: counterparty,
            counterpartyHasCode: counterpartyHasCode, counterpartyIsSwept: counterpartyIsSwept, contract: contract,
            asset: asset, amount: amount, amountIsMax: amountIsMax, value: value, fee: fee, gas: gas, funds: funds,
            nonce: nonce, legacyTransfers: legacyTransfers, consents: consents, counterpartyName: counterpartyName,
            known: known, replacing: replacing, swap: swap)
    }

    /// The refusal of `rule` over these facts; nil when it lets them go.
    func refusal(of rule: any PaymentRule) -> PaymentRefusal? {
        do throws(PaymentRefusal) {
            try rule.check(facts)
            return nil
        } catch {
            return error
        }
    }
}

extension EVMAddress {
    /// An address of 20 bytes all `byte`.
    fileprivate func replacing(with byte: UInt8) -> EVMAddress {
        guard let address = try? EVMAddress(bytes: [UInt8](repeating: byte, count: 20)) else {
            preconditionFailure("20 bytes are an EVM address")
        }
        return address
    }
}

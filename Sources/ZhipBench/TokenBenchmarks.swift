import ZhipDevnetKit
import ZilliqaKit

/// Tokens beside their references: a `transfer(to, amount)` encoded and signed beside a plain EVM
/// transfer signed (the calldata must cost little beside the signature), and 50 balances in one
/// batch beside 50 requests on loopback.
enum TokenBenchmarks {
    static let name = "Tokens"
    static let balancesName = "Token balances"

    static let signingSuite = BenchmarkSuite(name: name) { report in
        let pair = KeyPair(privateKey: try PrivateKey(bytes: [UInt8](repeating: 0x11, count: 32)))
        let token = try EVMAddress("0xdAC17F958D2ee523a2206206994597C13D831ec7")
        let recipient = pair.evmAddress
        let amount = try UInt256("12.5", decimals: 6)
        let fee = EVMTransactionFee.eip1559(maxFeePerGas: 4_761_904_800_000, maxPriorityFeePerGas: 0)
        let plain = EVMTransaction(
            nonce: 7, fee: fee, gasLimit: 21_000, to: recipient, value: 1_000_000_000_000_000_000, chainID: 32769)
        let times = try await Interleaving(rounds: 3000).time(
            Benchmark("token transfer: calldata encoded, then hash, sign, encode") {
                let call = EVMTransaction(
                    nonce: 7, fee: fee, gasLimit: 60_000, to: token, value: 0,
                    data: ERC20.transferCall(to: recipient, amount: amount), chainID: 32769)
                _ = call.signed(with: pair).hash
            },
            against: Benchmark("plain EIP-1559 transfer: hash, sign, encode") { _ = plain.signed(with: pair).hash })
        report.add(Comparison(group: name, measured: times, target: .atMost(1.3)))
    }

    /// The balances of 50 tokens: one batched request beside 50 single requests, on loopback.
    static let balancesSuite = BenchmarkSuite(name: balancesName) { report in
        let holder = KeyPair(privateKey: try PrivateKey(bytes: [UInt8](repeating: 0x22, count: 32)))
        var configuration = DevnetConfiguration()
        configuration.port = 0
        configuration.blockTime = .seconds(3600)
        try await Devnet.withRunning(configuration) { devnet in
            let owner = holder.evmAddress
            var contracts: [EVMAddress] = []
            for index in 0..<50 {
                let deployed = try devnet.ledger.deploy(
                    try TokenDeployment(
                        name: "Token \(index)", symbol: "T\(index)", decimals: 6, supply: UInt256(UInt64(index + 1)),
                        holder: try Address(bytes: owner.bytes)))
                contracts.append(try EVMAddress(bytes: deployed.address.bytes))
            }
            let service = JSONRPCEVMService(transport: HTTPTransport(url: devnet.url), retry: .never)
            let requests = contracts.map { EVMCallRequest(to: $0, data: ERC20.balanceOfCall(owner)) }
            let times = try await Interleaving(rounds: 20, warmUpRounds: 2).time(
                Benchmark("balanceOf x50, one batch") {
                    let outcomes = try await service.chainIDAndCalls(requests, at: .latest).outcomes
                    precondition(outcomes.count == 50)
                },
                against: Benchmark("balanceOf x50, one request each") {
                    for request in requests { _ = try await service.call(request, at: .latest) }
                })
            report.add(Comparison(group: balancesName, measured: times, target: .fasterBy(5)))
        }
    }
}

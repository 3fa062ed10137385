import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("Devnet over HTTP: many clients sending at once")
struct ConcurrentSendTests {
    @Test("16 clients sending at once are all accepted, and each sender's payments are mined in nonce order")
    func sixteenClientsAtOnce() async throws {
        let senders = (0..<16).map { _ in KeyPair.generate() }
        let perClient: UInt64 = 10
        var configuration = testConfiguration(blockTime: .seconds(3600))
        configuration.genesis = senders.map { GenesisAccount(keyPair: $0, balance: Fixture.zil(1000)) }
        try await withDevnet(configuration) { devnet in
            let url = devnet.url

            let accepted = try await withThrowingTaskGroup(of: Int.self) { group in
                for sender in senders {
                    group.addTask {
                        let service = JSONRPCZilliqaService(transport: HTTPTransport(url: url), retry: .never)
                        for nonce in 1...perClient {
                            _ = try await service.send(
                                Fixture.payment(from: sender, to: Fixture.bob, amount: Amount(qa: 1), nonce: nonce))
                        }
                        return Int(perClient)
                    }
                }
                return try await group.reduce(0, +)
            }
            devnet.ledger.sealBlock()

            #expect(accepted == senders.count * Int(perClient))
            #expect(senders.allSatisfy { devnet.ledger.account($0.address)?.nonce == perClient })
            #expect(devnet.ledger.account(Fixture.bob.address)?.balance == Amount(qa: UInt128(accepted)))
        }
    }
}

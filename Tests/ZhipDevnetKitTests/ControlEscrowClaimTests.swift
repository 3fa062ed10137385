import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("POST /control/escrow/claims: a claim the devnet takes as proven")
struct ControlEscrowClaimTests {
    /// A claim of alice's lodging paying bob on the devnet's chain.
    private static let claim = EscrowClaimCalldata.encode(
        proof: [9], oldAddress: Fixture.alice.address, newAddress: EthFixture.bob,
        chainID: UInt256(EthFixture.chainID))

    @Test("a registered claim is in the escrow's registered claims, and the answer echoes it")
    func registers() async throws {
        try await withControlDevnet { devnet, session in
            let hex = "0x" + Hex.encode(Self.claim)

            let answer = try await control(
                devnet, "POST", "/control/escrow/claims", body: #"{"calldata": "\#(hex)"}"#, session: session)

            #expect(answer.status == 200)
            #expect(answer.json["registered"] == .string(hex))
            #expect(devnet.ledger.escrow?.registeredClaims.contains(Self.claim) == true)
        }
    }

    @Test("call data that is not 0x hex is a 400")
    func notHex() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(
                devnet, "POST", "/control/escrow/claims", body: #"{"calldata": "cf1c9461"}"#, session: session)

            #expect(answer.status == 400)
        }
    }
}

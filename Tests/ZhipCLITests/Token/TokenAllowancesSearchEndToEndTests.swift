import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

/// `token allowances` finds an approval the wallet never sent (so never recorded) through the
/// devnet's `ots_searchTransactionsBefore`, and confirms it with `allowance()` (issue 27).
@Suite("Allowances found through the node's transaction search", .container { $0.preferences.register { .inMemory() } })
struct TokenAllowancesSearchEndToEndTests {
    @Test("an approval signed elsewhere and sent straight to the devnet is listed by token allowances --owner")
    func approvalFromAnotherWalletIsListed() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "TUSD")
            let added = await zhip(["token", "add", contract.checksummed] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")
            let rules = devnet.ledger.rules
            let approval = EVMTransaction(
                nonce: 0, fee: .legacy(gasPrice: try #require(Ledger.weiPerEVMGas(rules.minimumGasPrice))),
                gasLimit: 100_000, to: contract, value: 0,
                data: ERC20.approveCall(spender: Wallets.bob.evmAddress, amount: 4_250_000), chainID: rules.evmChainID
            ).signed(with: Wallets.alice.privateKey)
            _ = try devnet.ledger.submit(EthTransaction(raw: approval.raw))
            _ = devnet.ledger.sealBlock()
            try #require(
                try devnet.allowanceUnits(contract, owner: Wallets.alice.evmAddress, spender: Wallets.bob.evmAddress)
                    == 4_250_000)

            let listed = await zhip(
                ["token", "allowances", "--owner", Wallets.alice.evmAddress.checksummed, "--json"]
                    + devnet.networkArguments)

            #expect(listed.code == .success, "\(listed.errors)")
            #expect(listed.output.contains(Wallets.bob.evmAddress.checksummed), "\(listed.output)")
            #expect(listed.output.contains("4250000"), "\(listed.output)")
            #expect(
                listed.output.contains(#""searchedNode" : true"#) || listed.output.contains(#""searchedNode":true"#))
        }
    }
}

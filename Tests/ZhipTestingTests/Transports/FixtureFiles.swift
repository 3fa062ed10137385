import Foundation
import ZhipTesting
import ZilliqaKit

/// The files under `Fixtures/` (see its README) and what they hold.
enum FixtureFiles {
    /// The password of ``walletKeystore``.
    static let walletPassword = "seeded wallet password"
    /// The address named in ``walletKeystore``.
    static let walletAddress = "0x2d3F51AFb761Fab206BFfB8D3C9ba67A11aA58a8"

    /// A keystore written by zhip-cli.
    static var walletKeystore: URL { get throws { try url("wallet-keystore.json") } }
    /// The same keystore without its address.
    static var walletKeystoreWithoutAddress: URL { get throws { try url("wallet-keystore-without-address.json") } }
    /// A testnet node's answers, one file per method.
    static var node: URL { get throws { try url("node") } }

    /// The answers in ``node``.
    static func nodeAnswers() throws -> [String: RPCAnswer] { try RPCAnswer.fixtures(in: node) }

    private static func url(_ name: String) throws -> URL {
        guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw FixtureError.unreadable(path: "Fixtures", reason: "not in the test bundle")
        }
        return fixtures.appendingPathComponent(name)
    }
}

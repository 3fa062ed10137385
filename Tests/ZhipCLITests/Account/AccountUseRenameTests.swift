import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `account use` and `account rename`, on the homes of ``AccountCommandTests``.
extension AccountCommandTests {
    // MARK: - use

    @Test("use 1 after an add makes account 1 current again: show and list say so")
    func useSwitchesBack() async throws {
        let home = try await phraseHome()
        _ = await home.run(["account", "add"], environment: Self.password)

        let result = await home.run(["account", "use", "1", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["current"] as? Int == 1)
        let shown = await home.run(["wallet", "show", "--json"])
        #expect(try shown.jsonAddress()["checksummed"] == Self.first)
        let list = try await listed(home)
        #expect(list.current == 1)
        #expect(list.accounts.map { $0["current"] as? Bool } == [true, false])
    }

    @Test("use for people: which account is now current, with its addresses")
    func useHuman() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "use", "1"])

        #expect(result.code == .success)
        #expect(result.output.hasPrefix("now current: account 1\n"))
        #expect(result.output.contains("Account 1"))
    }

    @Test("use 9 of a two-account wallet: exit 1 naming the valid range and 'account list', nothing saved")
    func useOutOfRange() async throws {
        let home = try await phraseHome()
        _ = await home.run(["account", "add"], environment: Self.password)
        let before = try saved(home)

        let result = await home.run(["account", "use", "9"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: there is no account 9: this wallet has accounts 1 to 2"))
        #expect(result.errors.contains("'zhip-cli account list'"))
        #expect(try saved(home) == before)
    }

    @Test("use of a name no account has fails (exit 1), naming account list, and changes nothing")
    func useUnknownName() async throws {
        let home = try await phraseHome()
        let before = try saved(home)

        let result = await home.run(["account", "use", "two"])

        #expect(result.code == .failure)
        #expect(result.errors.contains("no account is called \"two\": 'zhip-cli account list'"), "\(result.errors)")
        #expect(try saved(home) == before)
    }

    // MARK: - rename

    @Test("rename gives the account its new name, trimmed, in the report and the list")
    func rename() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "rename", "1", " Daily spending ", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect((try result.json()["account"] as? [String: Any])?["name"] as? String == "Daily spending")
        #expect(try await listed(home).accounts.first?["name"] as? String == "Daily spending")
    }

    @Test("rename of a raw-key wallet's one account works too")
    func renameRawKey() async throws {
        let home = try rawKeyHome()

        let result = await home.run(["account", "rename", "1", "Old key"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try await listed(home).accounts.first?["name"] as? String == "Old key")
    }

    @Test("rename to a blank name: exit 1 with ZhipCore's rule, nothing saved")
    func renameBlank() async throws {
        let home = try await phraseHome()
        let before = try saved(home)

        let result = await home.run(["account", "rename", "1", "   "])

        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: \(WalletError.invalidAccountName(maximumLength: 32).description); nothing was changed\n")
        #expect(try saved(home) == before)
    }

    @Test("rename 3 of a one-account wallet: exit 1 naming the one account")
    func renameOutOfRange() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "rename", "3", "x"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: there is no account 3: this wallet has 1 account"))
    }
}

import Testing
import ZhipCore

@Suite("Store home directory: --home, then ZHIP_HOME, then XDG")
struct StoreHomeDirectoryTests {
    private let fullEnvironment = [
        "HOME": "/home/ada",
        "ZHIP_HOME": "/srv/zhip",
        "XDG_CONFIG_HOME": "/xdg/config",
        "XDG_DATA_HOME": "/xdg/data",
    ]

    @Test("--home beats ZHIP_HOME and XDG, with config and data under it")
    func flagWins() throws {
        let paths = try ZhipPaths.resolve(explicitHome: "/tmp/wallet", environment: fullEnvironment)

        #expect(paths == ZhipPaths(configDirectory: "/tmp/wallet/config", dataDirectory: "/tmp/wallet/data"))
    }

    @Test("ZHIP_HOME beats XDG")
    func environmentBeatsXDG() throws {
        let paths = try ZhipPaths.resolve(explicitHome: nil, environment: fullEnvironment)

        #expect(paths == ZhipPaths(configDirectory: "/srv/zhip/config", dataDirectory: "/srv/zhip/data"))
    }

    @Test("XDG_CONFIG_HOME and XDG_DATA_HOME are used when set")
    func xdgVariables() throws {
        var environment = fullEnvironment
        environment["ZHIP_HOME"] = nil

        let paths = try ZhipPaths.resolve(explicitHome: nil, environment: environment)

        #expect(paths == ZhipPaths(configDirectory: "/xdg/config/zhip", dataDirectory: "/xdg/data/zhip"))
    }

    @Test("without any of them, ~/.config/zhip and ~/.local/share/zhip")
    func xdgDefaults() throws {
        let paths = try ZhipPaths.resolve(explicitHome: nil, environment: ["HOME": "/home/ada"])

        #expect(
            paths == ZhipPaths(configDirectory: "/home/ada/.config/zhip", dataDirectory: "/home/ada/.local/share/zhip"))
    }

    @Test(
        "empty or relative XDG variables and an empty ZHIP_HOME count as unset",
        arguments: [
            ["ZHIP_HOME": "", "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": ""],
            ["XDG_CONFIG_HOME": "relative/config", "XDG_DATA_HOME": "relative/data"],
        ])
    func unusableVariablesIgnored(variables: [String: String]) throws {
        let environment = variables.merging(["HOME": "/home/ada"]) { $1 }

        let paths = try ZhipPaths.resolve(explicitHome: nil, environment: environment)

        #expect(
            paths == ZhipPaths(configDirectory: "/home/ada/.config/zhip", dataDirectory: "/home/ada/.local/share/zhip"))
    }

    @Test("without HOME the XDG variables alone are enough")
    func xdgWithoutHome() throws {
        let paths = try ZhipPaths.resolve(
            explicitHome: nil, environment: ["XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d"])

        #expect(paths == ZhipPaths(configDirectory: "/c/zhip", dataDirectory: "/d/zhip"))
    }

    @Test("without HOME and without the variables that replace it, there is no home directory")
    func noHome() {
        #expect(throws: PersistenceError.noHomeDirectory) {
            try ZhipPaths.resolve(explicitHome: nil, environment: ["XDG_CONFIG_HOME": "/c"])
        }
    }

    @Test("an empty --home is an error, not the current directory")
    func emptyFlag() {
        #expect(throws: PersistenceError.emptyHomeDirectory(source: "--home")) {
            try ZhipPaths.resolve(explicitHome: "", environment: fullEnvironment)
        }
    }

    @Test(
        "a leading ~ means HOME, and trailing slashes are dropped",
        arguments: [
            ("~/wallets/main", "/home/ada/wallets/main"),
            ("~", "/home/ada"),
            ("/srv/zhip/", "/srv/zhip"),
            ("relative/dir", "relative/dir"),
            ("/", ""),
        ])
    func homeIsNormalised(given: String, home: String) throws {
        let paths = try ZhipPaths.resolve(explicitHome: given, environment: ["HOME": "/home/ada"])

        #expect(paths == ZhipPaths(configDirectory: home + "/config", dataDirectory: home + "/data"))
    }

    @Test("the stores' files are preferences.json in the config directory and secure.json in the data directory")
    func storeFiles() {
        let paths = ZhipPaths(home: "/h")

        #expect(paths.preferencesStorage().path == "/h/config/preferences.json")
        #expect(paths.secureStorage().path == "/h/data/secure.json")
        #expect(paths.preferencesStorage().protection == .standard)
        #expect(paths.secureStorage().protection == .secret)
    }
}

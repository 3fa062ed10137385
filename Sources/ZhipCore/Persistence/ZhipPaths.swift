/// Where Zhip keeps its files: a config directory for ``Preferences`` (`preferences.json`)
/// and a data directory for ``SecurePersistence`` (`secure.json`).
///
/// Chosen by the first of these that is given:
///
/// | Given | Config directory | Data directory |
/// | --- | --- | --- |
/// | `--home DIR` (the front end passes it in) | `DIR/config` | `DIR/data` |
/// | `ZHIP_HOME=DIR` | `DIR/config` | `DIR/data` |
/// | neither (XDG base directories) | `$XDG_CONFIG_HOME/zhip`, else `~/.config/zhip` | `$XDG_DATA_HOME/zhip`, else `~/.local/share/zhip` |
///
/// An empty `ZHIP_HOME` or XDG variable counts as unset, and so does a relative XDG path
/// (as the XDG specification says). A leading `~/` in `--home` or `ZHIP_HOME` means `$HOME/`.
/// An empty `--home` is an error.
///
/// ```swift
/// let paths = try ZhipPaths.resolve(explicitHome: options.home, environment: ProcessInfo.processInfo.environment)
/// Container.shared.zhipPaths.register { .success(paths) }   // before anything resolves a store
/// ```
public struct ZhipPaths: Sendable, Hashable {
    /// Where ``Preferences`` lives.
    public let configDirectory: String
    /// Where ``SecurePersistence`` lives; kept 0700.
    public let dataDirectory: String

    /// The file name of ``Preferences`` in ``configDirectory``.
    public static let preferencesFileName = "preferences.json"
    /// The file name of ``SecurePersistence`` in ``dataDirectory``.
    public static let secureFileName = "secure.json"

    /// These two directories, as they are.
    public init(configDirectory: String, dataDirectory: String) {
        self.configDirectory = configDirectory
        self.dataDirectory = dataDirectory
    }

    /// `home/config` and `home/data`: the layout under `--home` and `ZHIP_HOME`.
    public init(home: String) {
        self.init(
            configDirectory: Self.join(home, "config"),
            dataDirectory: Self.join(home, "data"))
    }

    /// The directories for a front end given `explicitHome` (its `--home`, or nil) in a
    /// process with `environment`; a pure function of the two.
    ///
    /// - Throws: ``PersistenceError/emptyHomeDirectory(source:)`` for an empty `explicitHome`;
    ///   ``PersistenceError/noHomeDirectory`` when the XDG defaults are needed and `HOME` is unset.
    public static func resolve(
        explicitHome: String?, environment: [String: String]
    ) throws(PersistenceError) -> ZhipPaths {
        let userHome = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        if let explicitHome {
            guard !explicitHome.isEmpty else { throw .emptyHomeDirectory(source: "--home") }
            return try ZhipPaths(home: expandTilde(explicitHome, userHome: userHome))
        }
        if let zhipHome = environment["ZHIP_HOME"], !zhipHome.isEmpty {
            return try ZhipPaths(home: expandTilde(zhipHome, userHome: userHome))
        }
        func base(_ variable: String, default relative: String) throws(PersistenceError) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            guard let userHome else { throw .noHomeDirectory }
            return join(userHome, relative)
        }
        return ZhipPaths(
            configDirectory: join(try base("XDG_CONFIG_HOME", default: ".config"), "zhip"),
            dataDirectory: join(try base("XDG_DATA_HOME", default: ".local/share"), "zhip"))
    }

    /// The storage behind ``Preferences``: `preferences.json` in ``configDirectory``.
    public func preferencesStorage(dateProvider: any DateProvider = SystemDateProvider()) -> FileStorageBackend {
        FileStorageBackend(
            directory: configDirectory, fileName: Self.preferencesFileName, protection: .standard,
            dateProvider: dateProvider)
    }

    /// The storage behind ``SecurePersistence``: `secure.json` in ``dataDirectory``, with
    /// ``FileStorageBackend/Protection/secret`` permissions.
    public func secureStorage(dateProvider: any DateProvider = SystemDateProvider()) -> FileStorageBackend {
        FileStorageBackend(
            directory: dataDirectory, fileName: Self.secureFileName, protection: .secret,
            dateProvider: dateProvider)
    }

    /// `path` with a leading `~` or `~/` replaced by the user's home.
    private static func expandTilde(_ path: String, userHome: String?) throws(PersistenceError) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        guard let userHome else { throw .noHomeDirectory }
        return join(userHome, String(path.dropFirst(2)))
    }

    /// `base/component`, with exactly one slash between them and none at the end.
    private static func join(_ base: String, _ component: String) -> String {
        var trimmed = Substring(base)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if component.isEmpty { return String(trimmed) }
        return trimmed.hasSuffix("/") ? trimmed + component : trimmed + "/" + component
    }
}

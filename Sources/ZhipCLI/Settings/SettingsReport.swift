import Foundation
import ZhipCore
import ZilliqaKit

/// The settings as `settings` prints them. JSON keys are the setting names; a value not set is
/// `null`: `{"cached-balance": null, "crash-reporting": "no", "network": {…}, "pincode-set": false, …}`.
struct SettingsReport: Encodable {
    /// The keys shown, in order.
    let keys: [SettingKey]
    let network: NetworkForms?
    /// `yes`, `no`, or nil when never answered.
    let crashReporting: String?
    let termsAccepted: Bool
    let eccWarningAccepted: Bool
    let pincodeSet: Bool
    let cachedBalance: CachedBalanceForms?
    /// The saved network's block explorer (its base URL), or nil when it has none.
    let explorer: String?
    /// The saved network's ZilNames UniversalResolver (EIP-55), or nil when none is known.
    let nameResolver: String?

    /// The values of `keys`, read from ZhipCore's use cases and settings scene.
    /// - Throws: the use cases' errors (a settings file that cannot be read).
    @MainActor
    static func read(_ keys: [SettingKey]) throws -> SettingsReport {
        let container = Container.shared
        let network: NetworkForms? =
            keys.contains(.network)
            ? NetworkForms(
                try container.network().get(), answers: try container.lastNodeAnswers(of: container.network().get()))
            : nil
        let crash = container.crashReportingPermissionsUseCase()
        let crashReporting: String? =
            try crash.hasAnsweredCrashReportingQuestion ? (try crash.hasAcceptedCrashReporting ? "yes" : "no") : nil
        let settings = SettingsViewModel()
        if let message = settings.state.errorMessage { throw WalletCommandError.failed(message) }
        let cached = try container.balanceCacheUseCase().cachedBalance
        let explorer: String? =
            keys.contains(.explorer)
            ? try container.explorerUseCase().explorer(for: try container.network().get())?.description : nil
        let nameResolver: String? =
            keys.contains(.nameResolver)
            ? try container.nameServiceUseCase().resolver(for: try container.network().get())?.checksummed : nil
        return SettingsReport(
            keys: keys, network: network, crashReporting: crashReporting,
            termsAccepted: try container.termsOfServiceAcceptanceUseCase().hasAcceptedTermsOfService,
            eccWarningAccepted: try container.customECCWarningAcceptanceUseCase().hasAcceptedCustomECCWarning,
            pincodeSet: settings.state.hasConfiguredPincode, cachedBalance: cached.map(CachedBalanceForms.init),
            explorer: explorer, nameResolver: nameResolver)
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        keys.map { key in
            switch key {
            case .network: (key.rawValue, network?.text ?? "")
            case .crashReporting: (key.rawValue, crashReporting ?? "not answered")
            case .termsAccepted: (key.rawValue, Self.yesNo(termsAccepted))
            case .eccWarningAccepted: (key.rawValue, Self.yesNo(eccWarningAccepted))
            case .pincodeSet: (key.rawValue, Self.yesNo(pincodeSet))
            case .cachedBalance: (key.rawValue, cachedBalance?.text ?? "none")
            case .explorer: (key.rawValue, explorer ?? "none")
            case .nameResolver: (key.rawValue, nameResolver ?? "none")
            }
        }
    }

    private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for key in keys {
            let name = Key(stringValue: key.rawValue)
            switch key {
            case .network: try container.encode(network, forKey: name)
            case .crashReporting: try container.encode(crashReporting, forKey: name)
            case .termsAccepted: try container.encode(termsAccepted, forKey: name)
            case .eccWarningAccepted: try container.encode(eccWarningAccepted, forKey: name)
            case .pincodeSet: try container.encode(pincodeSet, forKey: name)
            case .cachedBalance: try container.encode(cachedBalance, forKey: name)
            case .explorer: try container.encode(explorer, forKey: name)
            case .nameResolver: try container.encode(nameResolver, forKey: name)
            }
        }
    }
}

/// A network in JSON: `{"chainID": 222, "name": "devnet", "url": "http://127.0.0.1:5555"}`; a
/// network of several nodes also has `"nodes": [{"url": "http://a", "lastAnswer": {"at": "…",
/// "outcome": "ok"}}, {"url": "http://b", "lastAnswer": null}]` (``NodeForms``).
struct NetworkForms: Encodable {
    let name: String
    let chainID: UInt16
    let url: String
    /// Each node with its last answer; nil (no key) for a network of one node.
    let nodes: [NodeForms]?

    init(_ network: Network, answers: [NodeAnswer?] = []) {
        name = network.displayName
        chainID = network.chainID
        url = network.displayURL
        nodes =
            network.fallbackURLs.isEmpty
            ? nil
            : network.nodeDisplayURLs.enumerated().map { index, url in
                NodeForms(url: url, lastAnswer: index < answers.count ? answers[index].map(LastAnswerForms.init) : nil)
            }
    }

    /// `devnet (chain 222, http://127.0.0.1:5555)`; with several nodes, the URLs separated by
    /// commas and then a line per node with its last answer.
    var text: String {
        guard let nodes else { return "\(name) (chain \(chainID), \(url))" }
        return "\(name) (chain \(chainID), \(nodes.map(\.url).joined(separator: ",")))"
            + nodes.enumerated().map { "\n  node \($0.offset + 1): \($0.element.text)" }.joined()
    }
}

/// A node of a network in JSON: `{"url": "http://a", "lastAnswer": {"at": "2026-…Z", "outcome": "HTTP 503"}}`.
struct NodeForms: Encodable {
    let url: String
    /// Nil (`null`) when the node was never asked.
    let lastAnswer: LastAnswerForms?

    private enum CodingKeys: String, CodingKey { case url, lastAnswer }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encode(lastAnswer, forKey: .lastAnswer)
    }

    /// `http://a, last answer ok at 2026-…Z`, or `http://a, not asked yet`.
    var text: String {
        "\(url), " + (lastAnswer.map { "last answer \($0.outcome) at \($0.at)" } ?? "not asked yet")
    }
}

/// A node's last answer in JSON: `{"at": "2026-12-07T17:00:00Z", "outcome": "ok"}`.
struct LastAnswerForms: Encodable {
    let at: String
    let outcome: String

    init(_ answer: NodeAnswer) {
        at = answer.at.formatted(.iso8601)
        outcome = answer.outcome
    }
}

/// A cached balance in JSON: `{"qa": "…", "updatedAt": "2025-01-01T12:00:00Z", "zil": "1.5"}`.
struct CachedBalanceForms: Encodable {
    let qa: String
    let zil: String
    let updatedAt: String
    private let amount: Amount

    init(_ cached: CachedBalance) {
        amount = cached.amount
        qa = cached.amount.qaString
        zil = cached.amount.formatted(in: .zil)
        updatedAt = cached.updatedAt.formatted(.iso8601)
    }

    private enum CodingKeys: String, CodingKey {
        case qa, zil, updatedAt
    }

    /// `1000 ZIL (updated 2025-01-01T12:00:00Z)`.
    var text: String { "\(AmountText.zil(amount)) (updated \(updatedAt))" }
}

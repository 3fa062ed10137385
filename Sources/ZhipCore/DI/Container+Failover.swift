public import ZilliqaKit

/// The nodes of a network of several (docs/failover.md): one ``ZilliqaKit/FailoverNodes`` shared by
/// the legacy and the `eth_` service, its notice sent to ``failoverNotices``, each node's changed
/// answer saved under ``PreferencesKey/nodeAnswers``.
extension Container {
    /// Where the failover notice goes; nowhere unless a front end registers a sink.
    public var failoverNotices: Factory<FailoverNoticeSink> {
        self { FailoverNoticeSink { _ in } }.perContainer
    }

    /// The nodes of ``network`` when it lists several, nil for one node (or an unusable setting).
    /// `.cached`, reset with ``network`` by ``networkDidChange()``.
    public var networkFailoverNodes: Factory<FailoverNodes?> {
        self {
            guard case .success(let network) = self.network() else { return nil }
            return self.failoverNodes(for: network, timeout: .seconds(30))
        }.cached
    }

    /// New nodes for `network`, each answer within `timeout`, or nil when it has one node (its
    /// services then use ``ZilliqaKit/HTTPTransport`` as they always did).
    public func failoverNodes(for network: Network, timeout: Duration) -> FailoverNodes? {
        guard !network.fallbackURLs.isEmpty else { return nil }
        let notices = failoverNotices()
        let preferences = preferences()
        let dates = dateProvider()
        return FailoverNodes(
            network: network, timeout: timeout, now: { dates.now }, notice: { notices.take($0) },
            answered: { answer in
                // A last answer is a hint for `settings`: a store that cannot be written loses it, nothing more.
                _ = try? preferences.update(.nodeAnswers, as: [String: NodeAnswer].self) { saved in
                    var answers = saved ?? [:]
                    answers[answer.node] = answer
                    saved = answers
                }
            })
    }

    /// The last answer saved for each of `network`'s nodes, in its nodes' order (nil: none yet).
    /// - Throws: ``PersistenceError`` when the preferences cannot be read.
    public func lastNodeAnswers(of network: Network) throws(PersistenceError) -> [NodeAnswer?] {
        let saved = try preferences().load(.nodeAnswers, as: [String: NodeAnswer].self) ?? [:]
        return network.nodeDisplayURLs.map { saved[$0] }
    }
}

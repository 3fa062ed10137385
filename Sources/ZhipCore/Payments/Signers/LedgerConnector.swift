public import ZilliqaKit

/// How the app opens its Ledger transport: the connection the front end chose (USB, or Speculos's
/// TCP port), or a test's recorded device. Opening does no I/O: the first exchange does.
///
/// ```swift
/// Container.shared.ledgerConnector.register { LedgerConnector(.tcp(host: "127.0.0.1", port: 9999)) }
/// let signer = Container.shared.ledgerConnector().signer(for: ledger.currentAccount)
/// ```
public struct LedgerConnector: Sendable {
    private let open: @Sendable () throws(LedgerError) -> any LedgerTransport

    /// A connector that opens with `open`.
    public init(_ open: @escaping @Sendable () throws(LedgerError) -> any LedgerTransport) {
        self.open = open
    }

    /// A connector over `connection`, each exchange waiting up to `answerTimeout` for the person.
    public init(_ connection: LedgerConnection, answerTimeout: Duration = LedgerConnector.confirmationTimeout) {
        self.init { () throws(LedgerError) in try connection.open(answerTimeout: answerTimeout) }
    }

    /// How long the device may wait for the person before the exchange gives up (nothing signed).
    public static let confirmationTimeout = LedgerLimits.answerTimeout

    /// A new transport.
    public func callAsFunction() throws(LedgerError) -> any LedgerTransport { try open() }

    /// A signer of `account`, connecting when first unlocked.
    public func signer(for account: LedgerWalletAccount) -> LedgerSigner {
        LedgerSigner(account: account) { () throws(LedgerError) in try open() }
    }

    /// The Ethereum app over a new transport, checked to be the app open.
    public func openApp() async throws(LedgerError) -> EthereumApp {
        let app = EthereumApp(transport: try open())
        try await app.ensureOpen()
        return app
    }
}

/// How the app reaches a Ledger: over USB unless the front end registers another connector (zhip-cli
/// registers Speculos's TCP port when `ZHIP_LEDGER_TRANSPORT` names one; tests a recorded device).
///
/// ```swift
/// Container.shared.ledgerConnector.register { LedgerConnector { recordedDevice } }
/// ```
extension Container {
    /// Opens the Ledger transport.
    public var ledgerConnector: Factory<LedgerConnector> {
        self { LedgerConnector(.usb) }
    }
}

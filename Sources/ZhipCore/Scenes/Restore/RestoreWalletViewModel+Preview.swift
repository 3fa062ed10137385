import ZilliqaKit

/// The preview of a phrase's first accounts, with both balances of each.
extension RestoreWalletViewModel {
    /// One account of the phrase, as the preview lists it.
    public struct PreviewRow: Equatable, Sendable {
        /// The preset's account index, nil for a custom path.
        public let index: UInt32?
        /// `m/44'/313'/0'/0/0`.
        public let path: String
        /// The legacy address, bech32.
        public let address: String
        /// The EVM address of the same key, EIP-55.
        public let evmAddress: String
        /// What the legacy address holds, e.g. "12.5 ZIL"; nil when unknown.
        public let balance: String?
        /// What the EVM address holds, e.g. "0 ZIL"; nil when unknown.
        public let evmBalance: String?
        /// True for the account Restore would open.
        public let isChosen: Bool
    }

    /// Lists the first ``AccountPreview/presetCount`` accounts of the chosen preset, or the custom
    /// path's one, with both balances of each from one batched request; does nothing until the
    /// phrase (and a custom path) is valid. A network failure leaves the addresses listed and
    /// says why the balances are missing.
    public func didTapPreviewAccounts() async {
        guard !state.isPreviewing, let mnemonic = recoveryPhrase.value else {
            recoveryPhrase.endEditing()
            updateRestoreEnabled()
            return
        }
        let paths: [(index: UInt32?, path: DerivationPath)]
        switch state.pathChoice {
        case .preset(let preset): paths = AccountPreview.paths(of: preset)
        case .custom:
            guard let path = customPath.value else {
                customPath.endEditing()
                updateRestoreEnabled()
                return
            }
            paths = [(index: nil, path: path)]
        }
        let generation = previewGeneration
        updateRestoreEnabled {
            $0.isPreviewing = true
            $0.previewError = nil
        }
        let phrase = RecoveryPhrase(mnemonic: mnemonic, passphrase: passphrase)
        let read: (previews: [AccountPreview], balanceError: String?)
        do {
            read = try await AccountPreview.read(phrase, at: paths, service: zilliqaService)
        } catch {
            updateRestoreEnabled {
                $0.isPreviewing = false
                $0.previewError = error.description
            }
            return
        }
        updateRestoreEnabled {
            $0.isPreviewing = false
            // What was typed meanwhile decides: a preview of another phrase or choice is not shown.
            guard previewGeneration == generation else { return }
            $0.previews = read.previews.map(Self.row)
            $0.previewError = read.balanceError.map { "The balances could not be read: \($0)" }
        }
    }

    /// A preview as the scene lists it, chosen when it is the account Restore would open.
    private static func row(_ preview: AccountPreview) -> PreviewRow {
        PreviewRow(
            index: preview.index, path: preview.path.description, address: preview.address.bech32,
            evmAddress: preview.evmAddress.checksummed, balance: preview.balance.map(zilText),
            evmBalance: preview.evmBalance.map(zilText), isChosen: false)
    }

    private static func zilText(_ amount: Amount) -> String {
        amount.formatted(in: .zil) + " " + AmountUnit.zil.symbol
    }
}

import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What `receive` shows, read from ZhipCore's ``ReceiveViewModel``.
struct ReceiveRequest: Equatable {
    let address: Address
    /// The requested amount, nil when none was asked for.
    let amount: Amount?
    /// Zhip's share link.
    let link: String
    /// What the QR code encodes.
    let payload: String
    /// The wallet's EVM account: not shown for a watched address.
    let evm: BalanceAccounts.EVMPart

    /// The request for the wallet in `storage` (or `address`, watch-only, when given) and the
    /// amount typed as `amountText` (ZIL).
    ///
    /// - Throws: ``ValidationError`` for an amount the view model refuses (its message says why);
    ///   ``ReceiveError`` when there is no address to receive at.
    @MainActor
    static func make(storage: any WalletStorageUseCase, address: Address?, amount amountText: String?) throws
        -> ReceiveRequest
    {
        let viewModel = ReceiveViewModel(walletStorage: storage)
        let amount = try requestedAmount(amountText, in: viewModel)
        if let address {
            return ReceiveRequest(
                address: address, amount: amount, link: ReceiveViewModel.shareLink(to: address, amount: amount),
                payload: ReceiveViewModel.qrPayload(to: address, amount: amount), evm: .notShown)
        }
        let state = viewModel.state
        guard let bech32 = state.address, let link = state.shareLink, let payload = state.qrPayload,
            let saved = try? Address(bech32)
        else {
            throw ReceiveError.noAddress(state.errorMessage ?? "the wallet's address could not be read")
        }
        let evm = state.evmAddress.flatMap { try? EVMAddress($0) }
        return ReceiveRequest(
            address: saved, amount: amount, link: link, payload: payload,
            evm: evm.map(BalanceAccounts.EVMPart.account) ?? .notKnownYet)
    }

    /// The amount typed as `amountText` (ZIL), given to `viewModel` as the person would type it;
    /// nil when none is.
    ///
    /// - Throws: ``ValidationError`` for an amount the view model refuses (its message says why).
    @MainActor
    static func requestedAmount(_ amountText: String?, in viewModel: ReceiveViewModel) throws -> Amount? {
        guard let amountText else { return nil }
        viewModel.didEditRequestedAmount(amountText)
        viewModel.didEndEditingRequestedAmount()
        guard viewModel.state.requestedAmount == .valid else {
            let reason =
                if case .invalid(let problem) = viewModel.state.requestedAmount { problem.message } else {
                    "it is empty"
                }
            throw ValidationError("--amount is not an amount to request in ZIL (e.g. 1.5): \(reason)")
        }
        // The view model's own rule (AmountValidator's defaults) gives the value it put in the links.
        return AmountValidator().validate(amountText).value
    }

    /// The labelled lines of the human form (the wallet's EVM address last, when it is known).
    var lines: [(label: String, value: String)] {
        var lines: [(label: String, value: String)] = [
            ("address", address.bech32), ("checksummed", address.checksummed),
        ]
        if let amount { lines.append(("amount", AmountText.zil(amount))) }
        lines += [("link", link), ("qr", payload)]
        if case .account(let evmAddress) = evm {
            lines.append(("evm address", evmAddress.checksummed + ": " + Self.evmAddressHint))
        }
        return lines
    }

    /// What the text says beside the wallet's EVM address.
    static let evmAddressHint =
        "receive there on networks that refuse legacy transfers ('zhip-cli receive --account evm')"

    /// `{"address": {…}, "amount": {"qa", "zil"} or null, "link": "…", "qr": "…"}`, and for the
    /// saved wallet `"evm": {"address": "0x…"}` (null while not known).
    var report: Report {
        var evmForms: EVMAddressForms?
        if case .account(let evmAddress) = evm { evmForms = EVMAddressForms(evmAddress) }
        return Report(
            address: AddressForms(address), amount: amount.map(AmountForms.init), link: link, qr: payload,
            evm: evmForms, showsEVM: evm != .notShown)
    }

    struct Report: Encodable {
        let address: AddressForms
        let amount: AmountForms?
        let link: String
        let qr: String
        let evm: EVMAddressForms?
        let showsEVM: Bool

        private enum CodingKeys: String, CodingKey { case address, amount, link, qr, evm }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(address, forKey: .address)
            try container.encode(amount, forKey: .amount)  // null when no amount is requested
            try container.encode(link, forKey: .link)
            try container.encode(qr, forKey: .qr)
            if showsEVM { try container.encode(evm, forKey: .evm) }  // null while not known
        }
    }
}

/// Why `receive` has nothing to show.
enum ReceiveError: Error, Equatable, CustomStringConvertible {
    /// No wallet, or an unreadable one, and no `--address`; the view model's message.
    case noAddress(String)

    var description: String {
        switch self {
        case .noAddress(let reason):
            (reason.hasSuffix(".") ? String(reason.dropLast()) : reason)
                + "; or give --address ADDRESS to show another address"
        }
    }
}

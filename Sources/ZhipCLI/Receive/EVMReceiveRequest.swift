import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What `receive --account evm` shows, read from ZhipCore's ``ReceiveViewModel``: the EVM
/// address, the requested amount and the EIP-681 link (also what the QR code encodes).
struct EVMReceiveRequest: Equatable {
    /// The EIP-681 request: address, chain and amount.
    let link: EIP681Link
    /// The network the link's chain is.
    let network: Network
    /// The saved wallet's legacy address, named after the EVM account when it leads unasked.
    var legacy: Address?

    /// The request for the wallet in `storage` (or `address`, watch-only, when given) on
    /// `network`'s EVM chain and the amount typed as `amountText` (ZIL); `namingLegacy` names the
    /// saved wallet's legacy address too.
    ///
    /// - Throws: ``ValidationError`` for an amount the view model refuses; ``ReceiveError`` when
    ///   there is no EVM address to receive at (no wallet, or an old one's not known yet).
    /// With `token`, the request is for that token and `amountText` is in its units.
    @MainActor
    static func make(
        storage: any WalletStorageUseCase, network: Network, address: EVMAddress?, amount amountText: String?,
        token: Token? = nil, namingLegacy: Bool = false
    ) throws -> EVMReceiveRequest {
        let viewModel = ReceiveViewModel(walletStorage: storage, network: .success(network))
        let link: (EVMAddress) -> EIP681Link
        if let token {
            let units = try amountText.map { (text) throws(ValidationError) in try Self.units(text, of: token) }
            link = { EIP681Link(to: $0, on: network, token: token, units: units) }
        } else {
            let amount = try ReceiveRequest.requestedAmount(amountText, in: viewModel)
            link = { ReceiveViewModel.evmPaymentLink(to: $0, on: network, amount: amount) }
        }
        if let address { return EVMReceiveRequest(link: link(address), network: network) }
        let state = viewModel.state
        guard let text = state.evmAddress, let saved = try? EVMAddress(text) else {
            let reason = state.errorMessage ?? state.evmNotice ?? "the wallet's EVM address could not be read"
            throw ReceiveError.noAddress(reason)
        }
        return EVMReceiveRequest(
            link: link(saved), network: network, legacy: namingLegacy ? state.address.flatMap { try? Address($0) } : nil
        )
    }

    /// `text` in `token`'s smallest unit, or a usage error saying why it is not an amount of it.
    /// ZhipCore's rule for a token amount (``TokenAmountValidator``), as the Receive scene reads it.
    private static func units(_ text: String, of token: Token) throws(ValidationError) -> UInt256 {
        switch TokenAmountValidator(token: token).validate(text) {
        case .valid(let units): return units
        case .invalid(let problem):
            throw ValidationError("--amount is not an amount of \(token.label): \(problem.message)")
        }
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        var lines: [(label: String, value: String)] = [("address", link.address.checksummed)]
        if let token = link.token { lines.append(("token", token.label)) }
        if let amount = link.amount { lines.append(("amount", AmountText.zil(amount))) }
        if let token = link.token, let units = link.tokenUnits {
            lines.append(("amount", "\(token.text(of: units)) (\(units) units)"))
        }
        lines += [("link", link.text), ("chain", link.chainName)]
        if let legacy {
            lines.append(
                ("legacy address", legacy.bech32 + ": " + ReceiveViewModel.legacyAccountHint + Self.legacyOption))
        }
        return lines
    }

    /// How to see the legacy account's own request.
    static let legacyOption = " ('zhip-cli receive --account legacy')"

    /// `{"account": "evm", "address": "0x…", "amount": {"wei", "zil"} or null, "chain": "Zilliqa …",
    /// "chainID": 32769, "link": "ethereum:…", "network": "mainnet", "qr": "ethereum:…"}`, and
    /// `"legacy": {"bech32", …}` when the legacy address is named. For a token, `"token": {"address",
    /// "symbol", "name", "decimals"}` and `"amount": {"units", "text"}`.
    var report: Report { Report(link: link, network: network.displayName, legacy: legacy.map(AddressForms.init)) }

    struct Report: Encodable {
        let link: EIP681Link
        let network: String
        let legacy: AddressForms?

        private enum CodingKeys: String, CodingKey {
            case account, address, amount, chain, chainID, legacy, link, network, qr, token
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(AccountChoice.evm.rawValue, forKey: .account)
            try container.encode(link.address.checksummed, forKey: .address)
            if let token = link.token {
                try container.encode(TokenReport(token), forKey: .token)
                let units = link.tokenUnits.map {
                    TokenBalanceForms.Units(units: $0.description, text: $0.formatted(decimals: token.decimals))
                }
                try container.encode(units, forKey: .amount)  // null when none is requested
            } else {
                try container.encode(link.amount.map(WeiForms.init), forKey: .amount)  // null when none is requested
            }
            try container.encode(link.chainName, forKey: .chain)
            try container.encode(link.chainID, forKey: .chainID)
            try container.encodeIfPresent(legacy, forKey: .legacy)
            try container.encode(link.text, forKey: .link)
            try container.encode(network, forKey: .network)
            try container.encode(link.text, forKey: .qr)  // the QR code encodes the link
        }
    }
}

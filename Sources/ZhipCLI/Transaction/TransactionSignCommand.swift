import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli tx sign`: signs a payment offline and prints (or writes) `CreateTransaction`'s params.
struct TransactionSignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a payment offline, for 'tx send' to send later.",
        discussion: """
            Nothing is sent and the node is never asked: --network only gives the chain id signed into the \
            transaction (with --account evm, --chain-id alone does), so the nonce must be given. \
            --account evm signs from the key's 0x account (see 'EVM account' below), --account legacy from its \
            zil1 account. Without --account it signs as 'send' pays: from the EVM account, since mainnet and \
            testnet take legacy transfers only into the migration escrow (and on a network whose forks Zhip does \
            not know, such as zhip-devnet, the EVM account leads too); from the legacy account when a legacy \
            option is given (--allow-high-fee, --lodge-into-escrow) or the recipient \
            is the migration escrow. \
            Legacy account: the nonce is the account's nonce, shown by 'zhip-cli balance', plus one. The payment \
            is held to the rules 'send' applies that need no node: a gas price above 20000 Li \
            needs --allow-high-fee, and the gas limit is from 50 to 200000 (the fee is 50 gas at the price \
            whatever the limit). \
            Prints the signed transaction as one JSON object (CreateTransaction's params), or writes it to --out \
            (mode 0600, never replacing a file). Anyone holding the file can send it, once.

            EVM account (--account evm): signs an Ethereum transfer of 21000 gas (or --gas-limit, from 21000 to \
            84000000) for the network's EVM chain id \
            (32769 mainnet, 33101 testnet), from the keystore's key (a Zilliqa or an Ethereum keystore), or \
            without --keystore on the saved Ledger wallet's device. The nonce \
            is the account's transaction count as eth_getTransactionCount "pending" answers (0 for a new account; \
            not plus one). No node is asked, so the fees must be given, \
            in wei or with the suffix gwei (5000gwei): --max-fee and --priority-fee for --type 1559 (the default; \
            the priority fee at most the max fee), --gas-price for --type legacy. Zilliqa 2.0's gas price is \
            4761904800000 wei (4761.9048gwei): it charges a type 2 transaction min(max fee, that + priority fee) \
            a gas, and refuses a max fee or gas price below it. The recipient is 0x… (EIP-55, or all lowercase); a \
            zil1… recipient needs --allow-legacy-recipient (on mainnet a zil1 account can send nothing but into \
            the migration escrow). For either account, the zero address and the sending account itself need \
            --allow-unusual-recipient. Prints {"raw", "hash", "from", "to", "value", "nonce", "chainId", "type", \
            "gas", and "maxFeePerGas" and "maxPriorityFeePerGas" or "gasPrice"}, wei as decimal strings. \
            --token 0x… signs an ERC-20 transfer(to, amount) to that contract instead, value 0: --amount is in the \
            token's units, and offline --decimals and --gas-limit (at least the call data's intrinsic gas, at most \
            500000) must be given; the file adds "token", "tokenTo", "tokenAmount" (smallest unit) and \
            "decimals". 'tx send FILE' sends it as any other.
            \(ExitCode.signingHelp)
            """)

    @Option(
        help: "The keystore file of the sending account. Without it, the saved Ledger wallet's EVM account signs "
            + "on the device.",
        valueName: "file")
    var keystore: String?

    @Option(
        help: "The account that signs: evm (0x…) or legacy (zil1…). Default: evm, unless a legacy option or the "
            + "migration escrow recipient says legacy.",
        valueName: "account")
    var account: AccountChoice?

    @Option(
        help: "The recipient: zil1… or 40 hex characters (0x optional); with --account evm, 0x… (EIP-55 or all "
            + "lowercase). Or a contact's name ('zhip-cli contacts list'); a .zil name needs a node: use 'send'.",
        valueName: "address|contact")
    var to: String

    @Option(
        help: "The amount to send, in ZIL, e.g. 1.5 (exact, at most 12 decimal places; 18 with --account evm).",
        valueName: "zil")
    var amount: String

    @Option(
        help: "The transaction's nonce: for the legacy account, its nonce (see 'zhip-cli balance') plus one; for "
            + "the EVM account, its transaction count as eth_getTransactionCount \"pending\" answers (not plus one).",
        valueName: "n")
    var nonce: String

    @Option(
        help: "The gas price in Li (default: 2000.000016, Zilliqa 2.0's minimum; the network refuses less); with "
            + "--account evm --type legacy, in wei, or in gwei with the suffix: 5000gwei.",
        valueName: "price")
    var gasPrice: String?

    @OptionGroup var evm: EVMSigningOptions
    @OptionGroup var legacy: LegacySigningOptions

    @Flag(help: "Sign a payment to the sending account itself or to the zero address (refused without it).")
    var allowUnusualRecipient = false

    @Flag(
        help: "Allow a price a gas above Zhip's sanity ceiling: 20000 Li for the legacy account, 47619.047619048 gwei "
            + "(the same, in EVM gas) for the EVM account.")
    var allowHighFee = false

    @Option(
        help: "The gas limit: for the legacy account at least 50 (the default); for the EVM account from 21000 (the "
            + "default, a plain transfer's) to 84000000.",
        valueName: "n")
    var gasLimit: String?

    @Option(help: "Write the signed transaction to this new file instead of printing it.", valueName: "file")
    var out: String?

    @OptionGroup var recipient: RecipientFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    /// Refuses the other account's options and a typing mistake in the signing account's; a payment
    /// the rules refuse is left to ``run(_:)``, which exits 2 for it.
    func validate() throws {
        let chainID = try signingChainID()
        // A contact's name is read in run; the options are checked once it is an address.
        switch RecipientArgument.isAddress(to) ? signingAccount(chainID: chainID) : nil {
        case .evm:
            if let given = legacy.firstGiven {
                throw ValidationError(
                    "\(given) goes with --account legacy: an EVM transfer's fee and recipient are checked by"
                        + " --max-fee, --priority-fee, --gas-price and --allow-legacy-recipient")
            }
            try validateEVMFigures()
        case .legacy:
            if let given = evm.firstGiven {
                throw ValidationError("\(given) goes with --account evm (the key's 0x account)")
            }
            _ = try paymentText.orderFromOptions(from: nil)
        case nil: break
        }
        guard chainID != nil else {
            throw ValidationError(
                "tx sign needs --network (mainnet, testnet, devnet, or a URL with --chain-id; for the EVM account "
                    + "--chain-id alone): its chain id is signed into the transaction")
        }
        if let out { try KeystoreWriting.validateOut(out) }
    }

    func run(_ console: Console) async throws {
        // A contact's name, read from the address book: a .zil name would ask a node, so it is refused.
        guard let named = try await RecipientArgument.read(to, console: console, resolvingNames: false) else {
            return try await sign(console: console)
        }
        var command = self
        command.to = named.text
        try command.validate()
        try await command.sign(naming: named.name, console: console)
    }

    /// Signs the payment to `to`, an address, named `name` at the review when it was given by one.
    private func sign(naming name: CounterpartyName? = nil, console: Console) async throws {
        // The explicit network only: nothing here reads settings or asks a node.
        guard let chainID = try signingChainID() else { throw ValidationError("tx sign needs --network") }
        let session = try offlineSession(chainID: chainID, naming: name)
        let prepared = try await judged(console: console) { () async throws(TransactionsError) in
            try await session.prepareOffline()
        }
        await session.confirm(prepared)
        let outPath = out.map(console.absolutePath)
        if let outPath { try SecretFile.ensureAbsent(outPath) }
        let signer = try signer(console: console, chainID: chainID)
        if signer is LedgerSigner, let note = LedgerDevice.blindSigningNote(prepared) { console.printError(note) }
        if let chosen = try namedNetwork() { network.register(chosen, console: console) }
        let unlocking =
            signer is LedgerSigner ? LedgerDevice.unlockingText : "Unlocking the keystore"
        _ = try await judged(console: console) { () async throws(TransactionsError) in
            try await WaitingLine.showing(unlocking, on: console) { () async throws(TransactionsError) in
                try await session.unlock(with: signer)
            }
        }
        let signed = try await judged(console: console) { () async throws(TransactionsError) in
            guard signer is LedgerSigner else { return try await session.sign() }
            return try await LedgerDevice.waiting(for: "the transaction", console: console) {
                () async throws(TransactionsError) in try await session.sign()
            }
        }
        let contents = try signed.contents(decimals: evm.decimals)
        guard let outPath else {
            console.standardOutput(contents)
            return
        }
        try SecretFile.create(at: outPath, contents: Array(contents.utf8))
        let report = Report(file: outPath, id: signed.sent.legacyID?.hex, hash: signed.sent.evmHash?.hex)
        try CommandOutput(console, output).emit(report, lines: [("file", outPath)] + signed.lines)
    }

    /// The signer: --keystore's key with the password (asked now), else the saved Ledger wallet's
    /// current account, which has no legacy account.
    private func signer(console: Console, chainID: UInt16) throws -> any PaymentSigner {
        if let keystore {
            let reader = PasswordReader(console: console, options: password)
            try reader.checkSourceAvailable()
            let keystoreInput = try KeystoreInput(path: console.absolutePath(keystore))
            return KeystoreSigner(keystore: keystoreInput.keystore, password: try reader.existingPassword())
        }
        network.useHome()
        guard let ledger = try SavedWallet.ledger() else {
            throw ValidationError(
                "tx sign needs --keystore FILE, or a saved Ledger wallet ('zhip-cli wallet restore --ledger') to sign "
                    + "on the device")
        }
        guard signingAccount(chainID: chainID) == .evm else { throw TransactionsError.ledgerHasNoLegacyAccount }
        return try LedgerDevice.signer(for: ledger.currentAccount, console: console)
    }

    /// The legacy account's options as typed, read by ZhipCore (``ZhipCore/LegacyPaymentText``).
    var paymentText: LegacyPaymentText {
        LegacyPaymentText(
            recipient: to, amount: amount, gasPrice: gasPrice ?? Payment.zilliqa2MinimumGasPrice.formatted(in: .li),
            gasLimit: gasLimit, nonce: nonce,
            acceptedRisks: RiskFlags.accepted(
                unusualRecipient: allowUnusualRecipient, highFee: allowHighFee, escrowLodge: legacy.lodgeIntoEscrow
            ).union(recipient.accepted))
    }

    /// With --out: `{"file": "/absolute/path", "id": "<64 hex>"}`; from the EVM account
    /// `{"file": "/absolute/path", "hash": "0x…"}`.
    struct Report: Encodable {
        let file: String
        let id: String?
        let hash: String?
    }
}

import CommandLineKit
import ZhipCore

/// `zhip-cli pincode set`: chooses a pincode and confirms it, through ZhipCore's choose and
/// confirm scenes.
struct PincodeSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Choose the pincode that unlocks Zhip.",
        discussion: """
            The pincode comes from --pincode-file, $ZHIP_PINCODE, or is asked twice (no echo) on a terminal. \
            Nothing is saved when the two differ, or when a pincode is already set (remove it first).
            Exit codes: 0 set; 1 failed (not 4 digits, the two differ, a pincode is already set, the home cannot \
            be written); 64 the command line was wrong or no pincode source.
            """)

    @OptionGroup var pincode: PincodeOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let source = pincode.source(console)
        try source.checkAvailable()
        try await PincodeCommandFlow.ensureOffered(.setPincode)
        let typed = try source.readNew(prompt: "New pincode (4 digits): ", repeat: "Repeat the pincode: ")
        try await Self.choose(typed.secret, confirmation: typed.repetition)
        try CommandOutput(console, output).emit(PincodeReport(pincodeSet: true), lines: [("pincode", "set")])
    }

    /// Walks ZhipCore's "Set PIN" and "Confirm PIN" scenes.
    @MainActor
    private static func choose(_ text: String, confirmation: String) async throws {
        let choose = ChoosePincodeViewModel(allowsSkipping: false)
        var chosen: Pincode?
        choose.navigator.onStep = { step in
            if case .chose(let pincode) = step { chosen = pincode }
        }
        choose.didEditPincode(text)
        choose.didTapDone()
        guard let chosen else {
            throw WalletCommandError.rejected(
                what: "the pincode",
                message: choose.state.pincodeDisplay.errorMessage ?? PincodeValidator.notFourDigits.message)
        }
        let confirm = ConfirmNewPincodeViewModel(expected: chosen)
        var confirmed = false
        confirm.navigator.onStep = { step in confirmed = step == .confirmed }
        confirm.didEditPincode(confirmation)
        // The person gave the pincode on purpose (a file, the environment, typed twice).
        confirm.didChangePincodeIsBackedUp(true)
        if let message = confirm.state.pincodeDisplay.errorMessage {
            throw WalletCommandError.rejected(what: "the repeated pincode", message: message)
        }
        await confirm.didTapConfirm()
        if let message = confirm.state.errorMessage { throw WalletCommandError.failed(message) }
        guard confirmed else { throw WalletCommandError.failed("the pincode was not set; run the command again") }
    }
}

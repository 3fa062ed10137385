import CommandLineKit
import ZhipCore

/// `zhip-cli pincode remove`: removes the pincode after it is typed right, through ZhipCore's
/// "Unlock to remove" scene (wrong pincodes count towards a lockout, as when unlocking).
struct PincodeRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove the pincode (the current one is needed).",
        discussion: """
            The current pincode comes from --pincode-file, $ZHIP_PINCODE, or is asked (no echo) on a terminal. \
            A wrong one counts towards a lockout; during a lockout nothing is checked, and the error says until \
            when. A damaged pincode (one that cannot be read, or whose hash asks for more than Zhip checks) \
            protects nothing and is removed without asking for it.
            Exit codes: 0 removed; 1 failed (no pincode set, a wrong pincode, a lockout, the home cannot be \
            written); 64 the command line was wrong or no pincode source.
            """)

    @OptionGroup var pincode: PincodeOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let source = pincode.source(console)
        try source.checkAvailable()
        try await PincodeCommandFlow.ensureOffered(.removePincode)
        if try Self.removeIfDamaged() {
            try CommandOutput(console, output).emit(
                PincodeReport(pincodeSet: false), lines: [("pincode", "removed (it was damaged)")])
            return
        }
        try await Self.ensureNotLockedOut()
        let typed = try source.read(prompt: "Current pincode: ")
        try await Self.remove(typed)
        try CommandOutput(console, output).emit(PincodeReport(pincodeSet: false), lines: [("pincode", "removed")])
    }

    /// Removes the pincode when what is saved for it is damaged: nothing can be checked
    /// against it, so asking for it would only fail; true when it did.
    private static func removeIfDamaged() throws -> Bool {
        let pincodes = Container.shared.pincodeUseCase()
        do {
            _ = try pincodes.lockedOutUntil
            return false
        } catch .savedPincodeUnreadable, .savedPincodeDamaged {
            try pincodes.deletePincode()
            return true
        } catch {
            // Anything else (the store cannot be read) is shown by the scene below.
            return false
        }
    }

    /// Refuses before asking while a lockout runs.
    @MainActor
    private static func ensureNotLockedOut() throws {
        let scene = RemovePincodeViewModel()
        if let message = scene.state.lockoutMessage { throw PincodeCommandError.lockedOut(message: message) }
        if let message = scene.state.errorMessage { throw WalletCommandError.failed(message) }
    }

    /// Types the pincode into ZhipCore's "Unlock to remove" scene.
    @MainActor
    private static func remove(_ text: String) async throws {
        let scene = RemovePincodeViewModel()
        var removed = false
        scene.navigator.onStep = { step in removed = step == .removed }
        await scene.didEditPincode(text)
        if removed { return }
        if let message = scene.state.lockoutMessage { throw PincodeCommandError.lockedOut(message: message) }
        throw PincodeCommandError.notRemoved(
            message: scene.state.errorMessage ?? PincodeValidator.notFourDigits.message)
    }
}

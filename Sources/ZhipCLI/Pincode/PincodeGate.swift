import ZhipCore

/// The app's pincode, asked before a command shows a recovery phrase, as the app asks it before
/// showing the wallet: nothing when no pincode is set; else it is typed into ZhipCore's "Unlock
/// app" scene, where a wrong one counts towards the lockout.
///
/// ```swift
/// try await PincodeGate.check(pincode.source(console))     // PincodeCommandError when refused
/// ```
enum PincodeGate {
    /// Returns when no pincode is set or the right one is typed.
    /// - Throws: ``PincodeCommandError/notUnlocked(message:)`` for a wrong pincode or a lockout.
    @MainActor
    static func check(_ source: SecretSource) async throws {
        let pincodes = Container.shared.pincodeUseCase()
        guard try pincodes.hasConfiguredPincode else { return }
        let scene = UnlockAppWithPincodeViewModel()
        if let message = scene.state.lockoutMessage { throw PincodeCommandError.notUnlocked(message: message) }
        try source.checkAvailable()
        let typed = try source.read(prompt: "Pincode: ")
        var unlocked = false
        scene.navigator.onStep = { _ in unlocked = true }
        await scene.didEditPincode(typed)
        guard unlocked else {
            throw PincodeCommandError.notUnlocked(
                message: scene.state.lockoutMessage ?? scene.state.errorMessage
                    ?? PincodeValidator.notFourDigits.message)
        }
    }
}

import ZhipCore

/// What the pincode commands ask ZhipCore's settings scene.
enum PincodeCommandFlow {
    /// Throws unless Settings offers `row` now ("Set pincode" when none is set, "Remove pincode"
    /// when one is).
    @MainActor
    static func ensureOffered(_ row: SettingsViewModel.Row) throws {
        let settings = SettingsViewModel()
        if let message = settings.state.errorMessage { throw WalletCommandError.failed(message) }
        guard settings.state.rows.contains(row) else {
            throw row == .setPincode ? PincodeCommandError.alreadySet : PincodeCommandError.notSet
        }
    }
}

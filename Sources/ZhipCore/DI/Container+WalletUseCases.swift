/// The wallet, pincode and onboarding use cases: each domain's composite kept per container, built
/// from the services in `Container+Registrations.swift`, then the narrow facets, which resolve
/// to their composite.
///
/// ```swift
/// let wallet = try await Container.shared.createWalletUseCase().createNewWallet(encryptionPassword: password)
/// Container.shared.walletUseCase.register { FakeWalletUseCase() }   // every wallet facet sees it
/// ```
extension Container {
    // MARK: - Composite use cases

    /// Create, restore, store and unlock the wallet; the wallet is kept in ``securePersistence``.
    public var walletUseCase: Factory<any WalletUseCase> {
        self { DefaultWalletUseCase(securePersistence: self.securePersistence()) }.perContainer
    }

    /// Save, load and change the Ledger wallet, kept in ``securePersistence`` beside (never with) a keystore wallet.
    public var ledgerWalletUseCase: Factory<any LedgerWalletUseCase> {
        self { DefaultLedgerWalletUseCase(securePersistence: self.securePersistence()) }.perContainer
    }

    /// Watch, choose and remove the accounts the home watches without their keys, kept in ``preferences``.
    public var watchedAccountsUseCase: Factory<any WatchedAccountsUseCase> {
        self {
            DefaultWatchedAccountsUseCase(
                preferences: self.preferences(), walletStorage: self.walletStorageUseCase(),
                ledgerWallet: self.ledgerWalletUseCase())
        }.perContainer
    }

    /// Choose, check and remove the pincode, with Argon2id and the standard lockout.
    public var pincodeUseCase: Factory<any PincodeUseCase> {
        self {
            DefaultPincodeUseCase(
                securePersistence: self.securePersistence(), preferences: self.preferences(),
                dateProvider: self.dateProvider())
        }.perContainer
    }

    /// The onboarding questions and what is still to ask.
    public var onboardingUseCase: Factory<any OnboardingUseCase> {
        self {
            DefaultOnboardingUseCase(preferences: self.preferences(), securePersistence: self.securePersistence())
        }.perContainer
    }

    // MARK: - Narrow wallet use cases
    //
    // `.unique`: the composite is the one kept, and registering a fake composite reaches every
    // facet that is not registered itself.

    /// Makes a new wallet; resolves to ``walletUseCase``.
    public var createWalletUseCase: Factory<any CreateWalletUseCase> {
        self { self.walletUseCase() }
    }

    /// Restores a wallet from a private key or keystore; resolves to ``walletUseCase``.
    public var restoreWalletUseCase: Factory<any RestoreWalletUseCase> {
        self { self.walletUseCase() }
    }

    /// Saves, loads and removes the wallet; resolves to ``walletUseCase``.
    public var walletStorageUseCase: Factory<any WalletStorageUseCase> {
        self { self.walletUseCase() }
    }

    /// Checks a wallet's password; resolves to ``walletUseCase``.
    public var verifyEncryptionPasswordUseCase: Factory<any VerifyEncryptionPasswordUseCase> {
        self { self.walletUseCase() }
    }

    /// Adds, reveals and saves a seed-phrase wallet's accounts and phrase; resolves to ``walletUseCase``.
    public var walletAccountsUseCase: Factory<any WalletAccountsUseCase> {
        self { self.walletUseCase() }
    }

    /// Unlocks a wallet's key pair; resolves to ``walletUseCase``.
    public var extractKeyPairUseCase: Factory<any ExtractKeyPairUseCase> {
        self { self.walletUseCase() }
    }

    // MARK: - Narrow onboarding use cases

    /// The terms of service; resolves to ``onboardingUseCase``.
    public var termsOfServiceAcceptanceUseCase: Factory<any TermsOfServiceAcceptanceUseCase> {
        self { self.onboardingUseCase() }
    }

    /// The custom ECC warning; resolves to ``onboardingUseCase``.
    public var customECCWarningAcceptanceUseCase: Factory<any CustomECCWarningAcceptanceUseCase> {
        self { self.onboardingUseCase() }
    }

    /// The crash reporting answer; resolves to ``onboardingUseCase``.
    public var crashReportingPermissionsUseCase: Factory<any CrashReportingPermissionsUseCase> {
        self { self.onboardingUseCase() }
    }

    /// Whether to offer a pincode; resolves to ``onboardingUseCase``.
    public var pincodePromptUseCase: Factory<any PincodePromptUseCase> {
        self { self.onboardingUseCase() }
    }

    /// What onboarding still has to ask; resolves to ``onboardingUseCase``.
    public var onboardingProgressUseCase: Factory<any OnboardingProgressUseCase> {
        self { self.onboardingUseCase() }
    }
}

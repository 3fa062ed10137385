import ZhipCore

extension Seed {
    /// The onboarding questions as the person answered them.
    ///
    /// ```swift
    /// var answers = Seed.Onboarding.finished
    /// answers.crashReporting = nil          // the app asks about crash reports next
    /// ```
    public struct Onboarding: Sendable, Hashable {
        /// The terms of service were accepted.
        public var acceptedTermsOfService: Bool
        /// The warning about Zilliqa's own elliptic-curve signatures was accepted.
        public var acceptedCustomECCWarning: Bool
        /// Whether crash reports may be sent; nil when the question was never answered.
        public var crashReporting: Bool?
        /// The person chose not to set a pincode (only stored when the seed has no pincode).
        public var skippedPincode: Bool

        public init(
            acceptedTermsOfService: Bool, acceptedCustomECCWarning: Bool, crashReporting: Bool?, skippedPincode: Bool
        ) {
            self.acceptedTermsOfService = acceptedTermsOfService
            self.acceptedCustomECCWarning = acceptedCustomECCWarning
            self.crashReporting = crashReporting
            self.skippedPincode = skippedPincode
        }

        /// Nothing answered: the app starts with the terms of service.
        public static let notStarted = Onboarding(
            acceptedTermsOfService: false, acceptedCustomECCWarning: false, crashReporting: nil, skippedPincode: false)

        /// Every question answered (crash reports declined, no pincode wanted): with a wallet, the
        /// app opens on its main scene.
        public static let finished = Onboarding(
            acceptedTermsOfService: true, acceptedCustomECCWarning: true, crashReporting: false, skippedPincode: true)

        /// Writes the answers as ``ZhipCore/DefaultOnboardingUseCase`` and
        /// ``ZhipCore/DefaultPincodeUseCase`` do.
        func save(in stores: SeededStores, skippingPincode: Bool) throws(SeedError) {
            let useCase = DefaultOnboardingUseCase(
                preferences: stores.preferences, securePersistence: stores.securePersistence)
            try saving("onboarding answers") { () throws(OnboardingError) in
                if acceptedTermsOfService { try useCase.didAcceptTermsOfService() }
                if acceptedCustomECCWarning { try useCase.didAcceptCustomECCWarning() }
                if let crashReporting {
                    try useCase.answeredCrashReportingQuestion(acceptsCrashReporting: crashReporting)
                }
            }
            guard skippedPincode, skippingPincode else { return }
            let pincodes = DefaultPincodeUseCase(
                securePersistence: stores.securePersistence, preferences: stores.preferences,
                dateProvider: SystemDateProvider())
            try saving("skipped pincode") { () throws(PincodeError) in try pincodes.skipSetup() }
        }
    }
}

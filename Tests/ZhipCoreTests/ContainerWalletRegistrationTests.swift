import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Container: the wallet, pincode and onboarding use cases and their facets")
struct ContainerWalletRegistrationTests {
    /// The object behind an existential, to compare instances.
    private func identity(_ value: Any) -> ObjectIdentifier { ObjectIdentifier(value as AnyObject) }

    @Test("the composites default to the Default implementations, one instance each per container", .container)
    func defaultComposites() {
        let container = Container.shared

        #expect(container.walletUseCase() is DefaultWalletUseCase)
        #expect(container.pincodeUseCase() is DefaultPincodeUseCase)
        #expect(container.onboardingUseCase() is DefaultOnboardingUseCase)
        #expect(identity(container.walletUseCase()) == identity(container.walletUseCase()))
        #expect(identity(container.pincodeUseCase()) == identity(container.pincodeUseCase()))
        #expect(identity(container.onboardingUseCase()) == identity(container.onboardingUseCase()))
        #expect(container.walletUseCase.scope == .perContainer)
        #expect(container.pincodeUseCase.scope == .perContainer)
        #expect(container.onboardingUseCase.scope == .perContainer)
    }

    @Test("the five wallet facets resolve to the wallet composite", .container)
    func walletFacetsShareComposite() {
        let container = Container.shared
        let composite = identity(container.walletUseCase())

        let facets: [Any] = [
            container.createWalletUseCase(), container.restoreWalletUseCase(), container.walletStorageUseCase(),
            container.verifyEncryptionPasswordUseCase(), container.extractKeyPairUseCase(),
        ]

        #expect(facets.map(identity) == Array(repeating: composite, count: 5))
    }

    @Test("the onboarding facets resolve to the onboarding composite", .container)
    func onboardingFacetsShareComposite() {
        let container = Container.shared
        let composite = identity(container.onboardingUseCase())

        let facets: [Any] = [
            container.termsOfServiceAcceptanceUseCase(), container.customECCWarningAcceptanceUseCase(),
            container.crashReportingPermissionsUseCase(), container.pincodePromptUseCase(),
            container.onboardingProgressUseCase(),
        ]

        #expect(facets.map(identity) == Array(repeating: composite, count: 5))
    }

    @Test("a fake wallet composite is what every wallet facet sees", .container)
    func fakeWalletReachesFacets() async throws {
        let fake = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        Container.shared.walletUseCase.register { fake }

        let loaded = try Container.shared.walletStorageUseCase().loadWallet()
        let pair = try await Container.shared.extractKeyPairUseCase()
            .extractKeyPair(from: TestWallets.wallet, password: SecretText(TestWallets.password))
        _ = try await Container.shared.createWalletUseCase().createNewWallet(
            encryptionPassword: SecretText(TestWallets.password))

        #expect(loaded == TestWallets.wallet)
        #expect(pair == TestWallets.keyPair)
        #expect(fake.loadWalletCallCount == 1)
        #expect(fake.extractKeyPairCallCount == 1)
        #expect(fake.createNewWalletCallCount == 1)
        #expect(fake.lastCreateKDF == .scrypt)
        #expect(identity(Container.shared.restoreWalletUseCase()) == identity(fake))
        #expect(identity(Container.shared.verifyEncryptionPasswordUseCase()) == identity(fake))
    }

    @Test("a fake onboarding composite is what every onboarding facet sees", .container)
    func fakeOnboardingReachesFacets() throws {
        let fake = FakeOnboardingUseCase(hasAcceptedTermsOfService: true)
        Container.shared.onboardingUseCase.register { fake }

        try Container.shared.customECCWarningAcceptanceUseCase().didAcceptCustomECCWarning()
        let step = try Container.shared.onboardingProgressUseCase().nextOnboardingStep()

        #expect(step == .answerCrashReportingQuestion)
        #expect(fake.didAcceptCustomECCWarningCallCount == 1)
        #expect(fake.nextOnboardingStepCallCount == 1)
        #expect(identity(Container.shared.termsOfServiceAcceptanceUseCase()) == identity(fake))
        #expect(identity(Container.shared.pincodePromptUseCase()) == identity(fake))
    }

    @Test("a fake pincode use case replaces the default", .container)
    func fakePincode() async throws {
        let fake = FakePincodeUseCase(pincode: try Pincode("0234"))
        Container.shared.pincodeUseCase.register { fake }

        let result = try await Container.shared.pincodeUseCase().unlock(with: Pincode("0234"))

        #expect(result == .unlocked)
        #expect(fake.unlockCallCount == 1)
    }

    @Test("registering one facet overrides only that facet", .container)
    func facetOverride() {
        let fake = FakeWalletUseCase()
        Container.shared.extractKeyPairUseCase.register { fake }

        #expect(identity(Container.shared.extractKeyPairUseCase()) == identity(fake))
        #expect(Container.shared.walletStorageUseCase() is DefaultWalletUseCase)
    }

    @Test("manager.reset brings back the Default implementations", .container)
    func resetRestoresDefaults() {
        let container = Container.shared
        container.walletUseCase.register { FakeWalletUseCase() }
        container.pincodeUseCase.register { FakePincodeUseCase() }
        container.onboardingUseCase.register { FakeOnboardingUseCase() }

        container.manager.reset()

        #expect(container.walletUseCase() is DefaultWalletUseCase)
        #expect(container.createWalletUseCase() is DefaultWalletUseCase)
        #expect(container.pincodeUseCase() is DefaultPincodeUseCase)
        #expect(container.onboardingUseCase() is DefaultOnboardingUseCase)
        #expect(container.pincodePromptUseCase() is DefaultOnboardingUseCase)
    }

    @Test(
        "the default use cases work on the container's stores and date provider",
        .container {
            $0.securePersistence.register { .inMemory() }
            $0.preferences.register { .inMemory() }
            $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
        })
    func defaultsUseContainerServices() async throws {
        let container = Container.shared
        try container.onboardingUseCase().didAcceptTermsOfService()
        try container.walletStorageUseCase().save(wallet: TestWallets.wallet)
        try await container.pincodeUseCase().choose(Pincode("0234"))
        let wrong = try Pincode("0000")
        for _ in 0..<3 { _ = try await container.pincodeUseCase().unlock(with: wrong) }

        #expect(try container.preferences().load(.hasAcceptedTermsOfService, as: Bool.self) == true)
        #expect(try container.securePersistence().load(.wallet, as: Wallet.self) == TestWallets.wallet)
        #expect(try container.pincodeUseCase().lockedOutUntil == Date(timeIntervalSince1970: 1_700_000_030))
        #expect(try container.pincodePromptUseCase().shouldPromptUserToChosePincode == false)
    }
}

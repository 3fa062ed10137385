import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The app's review names the recipient: a contact's name beside the address, whichever way the
/// address was typed (issue 48).
@Suite("Review scene: the recipient's name", .container)
@MainActor
struct ReviewNamesTests {
    let fixtures = EVMSendFixtures()

    @Test("a payment to a contact's address asks its question with the contact's name")
    func questionNamesTheContact() async throws {
        let book = DefaultContactsUseCase(preferences: .inMemory())
        _ = try book.add(name: "Alice", address: EVMSendFixtures.recipient.checksummed, note: nil)
        Container.shared.contactsUseCase.register { book }
        let (_, prepared) = try await fixtures.prepared()

        let review = ReviewPaymentViewModel(summary: prepared.summary)

        #expect(review.state.question == "Send 1.5 ZIL to \(EVMSendFixtures.recipient.checksummed) (contact Alice)?")
    }

    @Test("a payment to an address that is no contact asks its question with the address alone")
    func questionWithoutName() async throws {
        let (_, prepared) = try await fixtures.prepared()

        let review = ReviewPaymentViewModel(summary: prepared.summary)

        #expect(review.state.question == "Send 1.5 ZIL to \(EVMSendFixtures.recipient.checksummed)?")
    }
}

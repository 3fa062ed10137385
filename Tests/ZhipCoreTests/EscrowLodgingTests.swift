import Testing
import ZhipCore

@Suite("EscrowLodging: the one sentence every place says before a lodging")
struct EscrowLodgingTests {
    @Test("the sentence says what the payment would do, then the claim warning, ending in a period")
    func sentence() {
        let sentence = EscrowLodging.sentence

        #expect(sentence == "would lodge into the migration escrow. " + EscrowLodging.claimWarning + ".")
    }

    @Test("ZhipCore's refusal of an unconfirmed lodging says the sentence, then that nothing was signed")
    func refusal() {
        let text = TransactionsError.riskNotAccepted(.escrowLodge).description

        #expect(
            text
                == "the payment would lodge into the migration escrow. \(EscrowLodging.claimWarning). Nothing was"
                + " signed; confirm lodging into the escrow explicitly if you mean it")
    }
}

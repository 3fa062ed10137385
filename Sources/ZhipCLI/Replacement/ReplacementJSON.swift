import ZhipCore

/// A replacement's `--json` field: `{"replaces": "0x…", "outcome": "replaced"|"originalMined"|"originalKept"|
/// "neitherHeld", "took": true, "block": 7}` (`block` once one of the two was mined).
struct ReplacementJSON: Encodable {
    let replaces: String
    let outcome: String
    let took: Bool
    let block: UInt64?

    init(_ outcome: ReplacementOutcome, original: ReplacedTransaction) {
        replaces = original.hash.hex
        took = outcome.took
        switch outcome {
        case .replaced(let block):
            self.outcome = "replaced"
            self.block = block
        case .originalMined(let block):
            self.outcome = "originalMined"
            self.block = block
        case .originalKept:
            self.outcome = "originalKept"
            block = nil
        case .neitherHeld:
            self.outcome = "neitherHeld"
            block = nil
        }
    }
}

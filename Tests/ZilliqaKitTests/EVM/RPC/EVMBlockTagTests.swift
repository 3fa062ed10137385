import Testing
import ZilliqaKit

@Suite("EVMBlockTag")
struct EVMBlockTagTests {
    @Test(
        "A tag's name in any case reads as that tag",
        arguments: [
            ("latest", EVMBlockTag.latest), ("PENDING", .pending), ("Finalized", .finalized), ("safe", .safe),
            ("EarLiest", .earliest),
        ])
    func readsName(name: String, tag: EVMBlockTag) {
        let parsed = EVMBlockTag(name: name)

        #expect(parsed == tag)
    }

    @Test(
        "A block number, an empty string or another word is no tag name", arguments: ["0xf", "", "newest", "latest "])
    func refusesOtherText(text: String) {
        let parsed = EVMBlockTag(name: text)

        #expect(parsed == nil)
    }
}

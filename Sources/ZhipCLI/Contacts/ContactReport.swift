import ZhipCore

/// A contact as the `contacts` commands print it: `{"name", "address": "0x…" (EIP-55), "bech32":
/// "zil1…", "shown": the form it was given in, "note": text or null}`.
struct ContactReport: Encodable, Equatable {
    let name: String
    /// The 20 bytes in EIP-55.
    let address: String
    /// The same 20 bytes as `zil1…`.
    let bech32: String
    /// The form the address was given in: `zil1…` or EIP-55 `0x…`.
    let shown: String
    let note: String?

    init(_ contact: Contact) {
        name = contact.name
        address = contact.address.checksummed
        bech32 = contact.bech32
        shown = contact.shown
        note = contact.note
    }

    private enum CodingKeys: String, CodingKey {
        case name, address, bech32, shown, note
    }

    /// Every key, `note` null when there is none.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(address, forKey: .address)
        try container.encode(bech32, forKey: .bech32)
        try container.encode(shown, forKey: .shown)
        try container.encode(note, forKey: .note)
    }

    /// The labelled lines of the human form after `heading`: the address as given, its other
    /// form, and the note when there is one.
    func lines(heading: (label: String, value: String)) -> [(label: String, value: String)] {
        let other = shown == bech32 ? address : bech32
        return [heading, ("address", shown), ("same as", other)] + (note.map { [("note", $0)] } ?? [])
    }
}

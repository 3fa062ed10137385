import CommandLineKit
import ZhipCore

/// `zhip-cli contacts add NAME ADDRESS [--note TEXT]`: saves an address under a name.
struct ContactsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Save an address (zil1… or 0x…) under a name, with an optional note.",
        discussion: """
            The address keeps the form it was given in, and is found by both: zil1… and 0x… of the same 20 bytes are \
            one contact. Mixed-case 0x… must be EIP-55's checksum. The name is trimmed; names differing only in case \
            are the same name. A note is up to 200 characters on one line. Prints the contact saved; --json prints \
            {"added": {"name", "address": "0x…" (EIP-55), "bech32": "zil1…", "shown": the form given, "note": text \
            or null}}.
            Exit codes: 0 saved; 1 refused (the name is taken in some case, the address is saved under another name, \
            the book is full, the settings cannot be read or written); 64 the command line was wrong (a name, \
            address or note the book refuses).
            """)

    @Argument(help: "The contact's name (quote it when it has spaces).", valueName: "name")
    var name: String

    @Argument(help: "The address: zil1…, or 0x and 40 hex digits.", valueName: "address")
    var address: String

    @Option(help: "A note beside the contact, up to 200 characters.", valueName: "text")
    var note: String?

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try ContactArguments.check { () throws(ContactsError) in
            _ = try ContactName(name)
            _ = try Contact.readAddress(address)
            _ = try ContactNote(note ?? "")
        }
    }

    func run(_ console: Console) async throws {
        home.use(console)
        let added = ContactReport(try Container.shared.contactsUseCase().add(name: name, address: address, note: note))
        try CommandOutput(console, output).emit(
            Report(added: added), lines: added.lines(heading: ("added", added.name)))
    }

    /// `{"added": {…}}`.
    struct Report: Encodable {
        let added: ContactReport
    }
}

import CommandLineKit
import ZhipCore

/// `zhip-cli contacts remove NAME`: takes a contact out of the address book.
struct ContactsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take the contact named NAME (any case) out of the address book.",
        discussion: """
            Nothing on chain changes. Prints the contact removed; --json prints {"removed": {"name", "address", \
            "bech32", "shown", "note"}}.
            Exit codes: 0 removed; 1 no contact is named NAME, or the settings cannot be read or written; 64 the \
            command line was wrong.
            """)

    @Argument(help: "The contact's name, in any case.", valueName: "name")
    var name: String

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let removed = ContactReport(try Container.shared.contactsUseCase().remove(name))
        try CommandOutput(console, output).emit(
            Report(removed: removed), lines: removed.lines(heading: ("removed", removed.name)))
    }

    /// `{"removed": {…}}`.
    struct Report: Encodable {
        let removed: ContactReport
    }
}

import CommandLineKit
import ZhipCore

/// `zhip-cli contacts rename OLD NEW`: gives a contact another name.
struct ContactsRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give the contact named OLD (any case) the name NEW; its address and note stay.",
        discussion: """
            NEW follows the rules of 'contacts add' and may be OLD in another case. Prints the contact renamed; \
            --json prints {"renamed": {"name", "address", "bech32", "shown", "note"}, "previousName": "…"}.
            Exit codes: 0 renamed; 1 refused (no contact is named OLD, another contact is named NEW, the settings \
            cannot be read or written); 64 the command line was wrong (a name the book refuses).
            """)

    @Argument(help: "The contact's name now, in any case.", valueName: "old")
    var old: String

    @Argument(help: "The new name (quote it when it has spaces).", valueName: "new")
    var new: String

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try ContactArguments.check { () throws(ContactsError) in _ = try ContactName(new) }
    }

    func run(_ console: Console) async throws {
        home.use(console)
        let book = Container.shared.contactsUseCase()
        let previous = try book.contact(named: old)?.name
        let renamed = ContactReport(try book.rename(old, to: new))
        let report = Report(renamed: renamed, previousName: previous ?? old)
        try CommandOutput(console, output).emit(
            report, lines: renamed.lines(heading: ("renamed", "\(report.previousName) → \(renamed.name)")))
    }

    /// `{"renamed": {…}, "previousName": "…"}`.
    struct Report: Encodable {
        let renamed: ContactReport
        let previousName: String
    }
}

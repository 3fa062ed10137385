import CommandLineKit
import ZhipCore

/// `zhip-cli contacts list`: every contact, by name.
struct ContactsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the contacts by name: name, address as given, note.",
        discussion: """
            One line a contact, sorted by name ignoring case, the columns aligned. --json prints {"contacts": \
            [{"name", "address": "0x…" (EIP-55), "bech32": "zil1…", "shown": the form given, "note": text or null}]}.
            Exit codes: 0 listed (the book may be empty); 1 the settings cannot be read; 64 the command line was wrong.
            """)

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let contacts = try Container.shared.contactsUseCase().contacts().map(ContactReport.init)
        if output.json {
            console.print(try CommandOutput.encode(Report(contacts: contacts)))
        } else if contacts.isEmpty {
            console.standardOutput(
                "The address book is empty: add a contact with 'zhip-cli contacts add NAME ADDRESS'.\n")
        } else {
            console.standardOutput(Self.table(contacts))
        }
    }

    /// The contacts as aligned columns under a heading: name, address as given, note.
    static func table(_ contacts: [ContactReport]) -> String {
        let rows = [["NAME", "ADDRESS", "NOTE"]] + contacts.map { [$0.name, $0.shown, $0.note ?? ""] }
        let nameWidth = rows.map { $0[0].count }.max() ?? 0
        let addressWidth = rows.map { $0[1].count }.max() ?? 0
        return rows.map { row in
            let line =
                row[0].padding(toLength: nameWidth + 2) + row[1].padding(toLength: addressWidth + 2) + row[2]
            return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }.joined()
    }

    /// `{"contacts": […]}`.
    struct Report: Encodable {
        let contacts: [ContactReport]
    }
}

extension String {
    /// The text with spaces after it up to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}

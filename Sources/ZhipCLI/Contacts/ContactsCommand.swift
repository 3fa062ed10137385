import CommandLineKit

/// `zhip-cli contacts`: the group of commands for the address book.
struct ContactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contacts",
        abstract: "Add, list, rename and remove the contacts of the address book: names for addresses.",
        discussion: """
            One address book for every network: an address is the same 20 bytes on each chain. A contact's address \
            is given as zil1… or as 0x and 40 hex digits (EIP-55 mixed case, or one case), and the contact is found \
            by either form of the same bytes. A name is 1 to 64 characters, unique ignoring case, with no control or \
            invisible characters, and may not look like an address (zil1…, 0x and hex digits, 30 or more hex \
            digits) or a .zil name. One address has one name. The book holds at most 1000 contacts. No node is \
            asked and no password is needed.
            """,
        subcommands: [
            ContactsAddCommand.self, ContactsListCommand.self, ContactsRenameCommand.self, ContactsRemoveCommand.self,
        ])
}

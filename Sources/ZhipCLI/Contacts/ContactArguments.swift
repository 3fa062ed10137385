import CommandLineKit
import ZhipCore

/// The checks of a contact's name, address and note that need no book: a refusal is a usage
/// error (exit 64), with the book's own words.
enum ContactArguments {
    /// Throws a ``ValidationError`` with the book's words when `check` refuses.
    static func check(_ check: () throws(ContactsError) -> Void) throws(ValidationError) {
        do throws(ContactsError) { try check() } catch { throw ValidationError(error.description) }
    }
}

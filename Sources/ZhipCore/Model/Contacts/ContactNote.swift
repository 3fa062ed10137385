import Foundation

/// A note beside a contact as the address book accepts it: trimmed, at most ``maximumLength``
/// characters, no control, formatting or line-break characters; nothing but blanks is no note.
///
/// ```swift
/// try ContactNote(" rent, monthly ")?.text   // "rent, monthly"
/// try ContactNote("   ")                     // nil
/// ```
public struct ContactNote: Sendable, Hashable, CustomStringConvertible {
    /// The longest note, in characters.
    public static let maximumLength = 200
    /// The most UTF-8 bytes of text looked at: past them a note is too long whatever it holds.
    static let maximumBytesRead = 8192

    /// The note, trimmed.
    public let text: String

    /// `text` as a note, or nil when it is empty or only blanks.
    /// - Throws: ``ContactsError/noteTooLong(maximum:)``, ``ContactsError/noteHasControlCharacters``.
    public init?(_ text: String) throws(ContactsError) {
        guard text.utf8.count <= Self.maximumBytesRead else { throw .noteTooLong(maximum: Self.maximumLength) }
        let note = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !note.isEmpty else { return nil }
        guard note.count <= Self.maximumLength else { throw .noteTooLong(maximum: Self.maximumLength) }
        guard !ContactText.hasHiddenCharacters(note) else { throw .noteHasControlCharacters }
        self.text = note
    }

    public var description: String { text }
}

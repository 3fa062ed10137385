/// The address book.
extension Container {
    /// The address book: a ``DefaultContactsUseCase`` over the container's preferences, one book for
    /// every network. `.perContainer`; a front end that points the container at another home
    /// resets it (`contactsUseCase.reset(.scope)`). Tests register a book over memory:
    /// ```swift
    /// Container.shared.contactsUseCase.register { DefaultContactsUseCase(preferences: .inMemory()) }
    /// ```
    public var contactsUseCase: Factory<any ContactsUseCase> {
        self { DefaultContactsUseCase(preferences: self.preferences()) }.perContainer
    }
}

public import ZilliqaKit

extension ContactsUseCase {
    /// The name of the contact `address` is, if it is one (none when the book cannot be read).
    public func name(of address: EVMAddress) -> CounterpartyName? {
        KnownCounterparties(knownCounterparties).contactName(of: address)
    }

    /// The address book as addresses the wallet knows; none when it cannot be read (the look-alike
    /// guard then compares with the wallet's other addresses alone).
    var knownCounterparties: [KnownCounterparty] {
        ((try? contacts()) ?? []).map { KnownCounterparty(address: $0.address, seen: .contact(name: $0.name)) }
    }
}

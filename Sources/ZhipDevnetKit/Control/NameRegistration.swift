import ZilliqaKit

/// What `POST /control/names` asks: the name, the address it resolves to, and whether it becomes
/// the address's reverse (primary) name too.
struct NameRegistration {
    let name: ZilName
    let address: Address
    let reverse: Bool
}

import ZilliqaKit

extension ControlRequestBody {
    /// `POST /control/names`'s body: `name` (a `.zil` name ``ZilliqaKit/ZilName`` takes), `address`
    /// (any form the control API reads; the zero address for none) and optionally `reverse` (a bool,
    /// not with the zero address).
    func nameRegistration() throws(ControlError) -> NameRegistration {
        let text = try string("name")
        let name: ZilName
        do { name = try ZilName(text) } catch { throw problem("\"name\" is not a .zil name: \(error)") }
        let address = try address("address")
        var reverse = false
        if let value = self["reverse"], value != .null {
            guard case .bool(let flag) = value else { throw problem(#""reverse" must be true or false"#) }
            reverse = flag
        }
        if reverse, address.bytes.allSatisfy({ $0 == 0 }) {
            throw problem("the zero address has no reverse record: give \"reverse\" with another address")
        }
        return NameRegistration(name: name, address: address, reverse: reverse)
    }
}

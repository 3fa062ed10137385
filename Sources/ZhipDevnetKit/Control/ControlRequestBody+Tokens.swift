import ZilliqaKit

extension ControlRequestBody {
    /// `POST /control/tokens`'s body: symbol, name, decimals (0-255), supply (a decimal string in
    /// the smallest unit), holder, and optionally behaviour and zrc2.
    func tokenDeployment() throws(ControlError) -> TokenDeployment {
        let symbol = try string("symbol")
        let name = try string("name")
        guard let decimals = try wholeNumber("decimals"), let small = UInt8(exactly: decimals) else {
            throw problem(#""decimals" is missing or not a whole number from 0 to 255"#)
        }
        let supplyText = try string("supply")
        let supply: UInt256
        do throws(UInt256Error) { supply = try UInt256(decimal: supplyText) } catch {
            throw problem("\"supply\" is not a whole number of the smallest unit (\(error))")
        }
        let holder = try address("holder")
        var behaviour = ERC20Behaviour.standard
        if has("behaviour") {
            let text = try string("behaviour")
            guard let chosen = ERC20Behaviour(rawValue: text) else {
                throw problem("\"behaviour\" is not one of the behaviours, \"\(text)\"")
            }
            behaviour = chosen
        }
        var zrc2 = false
        if let value = self["zrc2"], value != .null {
            guard case .bool(let flag) = value else { throw problem(#""zrc2" must be true or false"#) }
            zrc2 = flag
        }
        do throws(TokenDeploymentError) {
            return try TokenDeployment(
                name: name, symbol: symbol, decimals: small, supply: supply, holder: holder, behaviour: behaviour,
                zrc2: zrc2)
        } catch {
            throw problem("\(error)")
        }
    }
}

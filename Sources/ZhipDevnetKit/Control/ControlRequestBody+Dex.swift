import ZilliqaKit

extension ControlRequestBody {
    /// `POST /control/dex/liquidity`'s body: what to seed.
    struct LiquiditySeed {
        let token: Address
        let zil: Wei
        let amount: UInt256
    }

    /// The most characters an amount's text may have (a uint256 has 78 digits, 18 decimals and a point more).
    static let maximumAmountText = 100

    /// `POST /control/dex`'s body: optionally `feeBasisPoints`, a whole number from 0 to 1000.
    func dexFee() throws(ControlError) -> UInt64 {
        guard let fee = try wholeNumber("feeBasisPoints") else { return DexModel.plunderSwapFee }
        guard fee <= DexModel.maximumFee else {
            throw problem("\"feeBasisPoints\" must be a whole number from 0 to \(DexModel.maximumFee), not \(fee)")
        }
        return fee
    }

    /// `POST /control/dex/liquidity`'s body: `token` (an address), `zil` (a decimal string of ZIL
    /// with up to 18 decimals) and `amount` (a decimal string in the token's smallest unit).
    func liquiditySeed() throws(ControlError) -> LiquiditySeed {
        let token = try address("token")
        let zilText = try string("zil")
        guard zilText.utf8.count <= Self.maximumAmountText else {
            throw problem("\"zil\" is \(zilText.utf8.count) characters, more than \(Self.maximumAmountText)")
        }
        let units: UInt256
        do throws(UInt256Error) { units = try UInt256(zilText, decimals: 18) } catch {
            throw problem("\"zil\" is not an amount of ZIL with at most 18 decimals (\(error))")
        }
        guard let wei = units.uint128Value else {
            throw problem("\"zil\" is more ZIL than an account can hold, \"\(zilText)\"")
        }
        let amountText = try string("amount")
        let amount: UInt256
        do throws(UInt256Error) { amount = try UInt256(decimal: amountText) } catch {
            throw problem("\"amount\" is not a whole number of the token's smallest unit (\(error))")
        }
        return LiquiditySeed(token: token, zil: Wei(wei: wei), amount: amount)
    }
}

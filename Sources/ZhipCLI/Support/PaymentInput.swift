import CommandLineKit
import ZhipCore
import ZilliqaKit

/// The payment options `tx sign` and `send` share, checked the same way: `--to`, `--amount`,
/// `--gas-price` and `--gas-limit`. Each failure is a usage error that names the option and
/// says what to write instead.
enum PaymentInput {
    /// The recipient of `--to`. The text is not repeated in the error: it could be a key
    /// pasted in the wrong place.
    static func recipient(_ text: String) throws -> Address {
        do { return try Address(text) } catch { throw ValidationError("--to is not a Zilliqa address: \(error)") }
    }

    /// The amount of `--amount`, in ZIL; more than zero. ZhipCore's one grammar for an amount
    /// (``AmountValidator``), as in `receive` and the send scene.
    static func amount(_ text: String) throws -> Amount {
        if let zero = try? Amount(text, unit: .zil), zero.isZero {
            throw ValidationError("--amount is zero: give the ZIL to send, such as 1.5")
        }
        switch AmountValidator().validate(text) {
        case .valid(let amount): return amount
        case .invalid(let message): throw ValidationError("--amount (in ZIL): \(message)")
        }
    }

    /// The gas price of `--gas-price`, in Li; more than zero.
    static func gasPrice(_ text: String) throws -> Amount {
        let price: Amount
        do { price = try Amount(text, unit: .li) } catch { throw ValidationError("--gas-price (in Li): \(error)") }
        guard !price.isZero else {
            throw ValidationError("--gas-price is zero: no network accepts that; mainnet's minimum is 2000 Li")
        }
        return price
    }

    /// `--gas-limit`, when a payment may have it (at least ``Payment/minimumGasLimit``).
    static func checkGasLimit(_ limit: UInt64) throws {
        guard limit >= Payment.minimumGasLimit else {
            throw ValidationError(
                "--gas-limit \(limit) is below \(Payment.minimumGasLimit), the least a payment needs: leave it out "
                    + "or give at least \(Payment.minimumGasLimit)")
        }
    }

    /// The fee: gas price times gas limit.
    static func fee(gasPrice: Amount, gasLimit: UInt64) throws -> Amount {
        do { return try Amount.fee(gasPrice: gasPrice, gasLimit: gasLimit) } catch {
            throw ValidationError("--gas-price times --gas-limit: \(error)")
        }
    }
}

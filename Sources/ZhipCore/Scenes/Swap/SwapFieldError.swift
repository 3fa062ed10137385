/// Why the Swap scene's fields make no swap, in words.
enum SwapFieldError: Error, CustomStringConvertible {
    case noSide
    case amount(String)
    case slippage(String)
    case deadline(String)
    case exchange(String)

    var description: String {
        switch self {
        case .noSide: "Choose what comes out of the swap."
        case .amount(let why): "The amount: \(why)."
        case .slippage(let text):
            "The slippage '\(text)' is not a percentage from 0.01 to 50 with at most 2 decimals, e.g. 0.5."
        case .deadline(let text): "The deadline '\(text)' is not a whole number of minutes from 1 to 1440, e.g. 20."
        case .exchange(let why): "No exchange to swap on: \(why)."
        }
    }
}

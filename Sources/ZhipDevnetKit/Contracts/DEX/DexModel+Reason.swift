/// The revert words of PlunderSwap's contracts and of the TransferHelper its router uses
/// (`@uniswap/lib` 4.0.1-alpha, `contracts/libraries/TransferHelper.sol`), exactly as the Solidity writes them.
extension DexModel {
    /// The words, by the contract and line that write them.
    public enum Reason {
        /// `PlunderRouter.sol:20`.
        public static let expired = "PlunderRouter: EXPIRED"
        /// `PlunderRouter.sol:368,420,476,573,597,620`.
        public static let insufficientOutputAmount = "PlunderRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        /// `PlunderRouter.sol:394,448,505`.
        public static let excessiveInputAmount = "PlunderRouter: EXCESSIVE_INPUT_AMOUNT"
        /// `PlunderRouter.sol:417,446,473,503,584,609`.
        public static let invalidPath = "PlunderRouter: INVALID_PATH"
        /// `PlunderRouter.sol:62`.
        public static let insufficientBAmount = "PlunderRouter: INSUFFICIENT_B_AMOUNT"
        /// `PlunderRouter.sol:74`.
        public static let insufficientAAmount = "PlunderRouter: INSUFFICIENT_A_AMOUNT"
        /// `PlunderLibrary.sol:111,130`.
        public static let libraryInvalidPath = "PlunderLibrary: INVALID_PATH"
        /// `PlunderLibrary.sol:16`.
        public static let identicalAddresses = "PlunderLibrary: IDENTICAL_ADDRESSES"
        /// `PlunderLibrary.sol:18`.
        public static let zeroAddress = "PlunderLibrary: ZERO_ADDRESS"
        /// `PlunderLibrary.sol:67,81,98`.
        public static let insufficientLiquidity = "PlunderLibrary: INSUFFICIENT_LIQUIDITY"
        /// `PlunderLibrary.sol:78`.
        public static let insufficientInputAmount = "PlunderLibrary: INSUFFICIENT_INPUT_AMOUNT"
        /// `PlunderPair.sol:248`.
        public static let k = "Plunderswap: K"
        /// `PlunderPair.sol:56`.
        public static let pairTransferFailed = "Plunderswap: TRANSFER_FAILED"
        /// `PlunderPair.sol:97`.
        public static let overflow = "Plunderswap: OVERFLOW"
        /// `PlunderPair.sol:159`.
        public static let insufficientLiquidityMinted = "Plunderswap: INSUFFICIENT_LIQUIDITY_MINTED"
        /// `PlunderPair.sol:204`.
        public static let pairInsufficientOutputAmount = "Plunderswap: INSUFFICIENT_OUTPUT_AMOUNT"
        /// `PlunderPair.sol:209`.
        public static let pairInsufficientLiquidity = "Plunderswap: INSUFFICIENT_LIQUIDITY"
        /// `PlunderPair.sol:218`.
        public static let invalidTo = "Plunderswap: INVALID_TO"
        /// `PlunderPair.sol:239`.
        public static let pairInsufficientInputAmount = "Plunderswap: INSUFFICIENT_INPUT_AMOUNT"
        /// `PlunderFactory.sol:36`.
        public static let factoryIdenticalAddresses = "Plunderswap: IDENTICAL_ADDRESSES"
        /// `PlunderFactory.sol:40`.
        public static let factoryZeroAddress = "Plunderswap: ZERO_ADDRESS"
        /// `PlunderFactory.sol:41`.
        public static let pairExists = "Plunderswap: PAIR_EXISTS"
        /// TransferHelper's `safeTransferFrom`.
        public static let transferFromFailed = "TransferHelper::transferFrom: transferFrom failed"
        /// TransferHelper's `safeTransfer`.
        public static let transferFailed = "TransferHelper::safeTransfer: transfer failed"
        /// TransferHelper's `safeTransferETH`.
        public static let ethTransferFailed = "TransferHelper::safeTransferETH: ETH transfer failed"
    }
}

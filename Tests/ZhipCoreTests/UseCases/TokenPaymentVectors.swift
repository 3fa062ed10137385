// Written by scripts/token-payment-fixtures.py from eth-abi, eth-utils and eth-account; do not edit.

/// Known answers for a token payment (see the script for how each was computed).
enum TokenPaymentVectors {
    static let sender = "0x1FE3da351d9fc0c4F02DE5412ad7def8AEE956C5"
    static let token = "0x1111111111111111111111111111111111111111"
    static let recipient = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    static let spender = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
    /// 12.5 of a token with 6 decimals.
    static let amount = "12500000"
    /// 12.375 of it: what a token with a 1 % fee on transfers moves.
    static let movedLess = "12375000"
    /// `transfer(recipient, amount)`.
    static let transferCall =
        "a9059cbb0000000000000000000000005aaeb6053f3e94c9b9a09f33669435e7ef1beaed0000000000000000000000000000000000000000000000000000000000bebc20"
    /// `approve(spender, amount)`.
    static let approveCall =
        "095ea7b3000000000000000000000000fb6916095ca1df60bb79ce92ce3ea74c37c5d3590000000000000000000000000000000000000000000000000000000000bebc20"
    /// `approve(spender, 2^256 - 1)`.
    static let unlimitedApproveCall =
        "095ea7b3000000000000000000000000fb6916095ca1df60bb79ce92ce3ea74c37c5d359ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
    /// 21000 + 16 a non-zero byte + 4 a zero byte of ``transferCall``.
    static let transferIntrinsicGas: UInt64 = 21596
    /// `Error("ERC20: transfer amount exceeds balance")`.
    static let revertData =
        "08c379a00000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000002645524332303a207472616e7366657220616d6f756e7420657863656564732062616c616e63650000000000000000000000000000000000000000000000000000"
    static let revertReason = "ERC20: transfer amount exceeds balance"
    /// ``transferCall`` to ``token`` as eth-account signs it: type 2, chain 32769, nonce 0,
    /// max fee 4761904800000, priority fee 0, gas 52000, value 0.
    static let signedTransfer =
        "02f8af8280018080860454b7a4e10082cb2094111111111111111111111111111111111111111180b844a9059cbb0000000000000000000000005aaeb6053f3e94c9b9a09f33669435e7ef1beaed0000000000000000000000000000000000000000000000000000000000bebc20c001a046bb2c5e1a08d1c8de6f67037485a0cfd694e9eb57df90dd906d434b52a64642a06e10f8fa0b59309d0ab95e66a9d110d0222982d2cfa79699beb3683275f9a4a2"
    static let gas: UInt64 = 52000
    /// `Transfer(address,address,uint256)`'s topic, and the address words of the sender and recipient.
    static let transferTopic = "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
    static let senderWord = "0000000000000000000000001fe3da351d9fc0c4f02de5412ad7def8aee956c5"
    static let recipientWord = "0000000000000000000000005aaeb6053f3e94c9b9a09f33669435e7ef1beaed"
    static let spenderWord = "000000000000000000000000fb6916095ca1df60bb79ce92ce3ea74c37c5d359"
    /// encode(uint256) of ``amount`` and of ``movedLess``.
    static let amountData = "0000000000000000000000000000000000000000000000000000000000bebc20"
    static let movedLessData = "0000000000000000000000000000000000000000000000000000000000bcd3d8"
}

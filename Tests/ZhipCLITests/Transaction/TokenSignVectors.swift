// Written by scripts/token-payment-fixtures.py from eth-abi and eth-account; do not edit.

/// `tx sign --token` as eth-account signs it: alice's key, type 2, chain 32769, nonce 0,
/// max fee 5000 gwei, priority fee 1 gwei, gas 60000, value 0, to the token at
/// 0x1111111111111111111111111111111111111111: transfer(bob's EVM account, 12500000).
enum TokenSignVectors {
    static let raw =
        "0x02f8b382800180843b9aca0086048c2739500082ea6094111111111111111111111111111111111111111180b844a9059cbb00000000000000000000000019e7e376e7c213b7e7e7e46cc70a5dd086daff2a0000000000000000000000000000000000000000000000000000000000bebc20c001a05dd621eae5dbc4fae6375f011a9319a39c451165220e578933265a2123ebed24a027b63039722bf311a894c1414e5ebf9164c71a9d77e86a914a368a607d00939e"
    static let hash = "0x03fb29b4d1dccb399d13789dcae04a1bc8d9523e541090755cbbc4c853defef4"
    static let intrinsicGas: UInt64 = 21596
}

import ZilliqaKit

/// The known answers of the offline EVM tests, from eth-account 0.14.0 (`Account.sign_transaction`)
/// with the devnets' genesis key 0x0E89…C638 (alice, EVM account 0x3C0820b2333d0C9FA1145D66414C908909b43041)
/// paying the EVM account of the key 0x1111…11 (0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A).
enum OfflineEVMKnownAnswers {
    static let alice = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"
    static let aliceEVM = "0x3C0820b2333d0C9FA1145D66414C908909b43041"
    static let bobEVM = "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A"
    /// type 2, chainId 32769, nonce 0, maxFeePerGas 5000 gwei, priority 1 gwei, gas 21000, 1.5 ZIL to bob.
    static let eip1559Raw =
        "0x02f87682800180843b9aca0086048c273950008252089419e7e376e7c213b7e7e7e46cc70a5dd086daff2a8814d1120d7b16"
        + "000080c001a05d1d1a46f025e51fca04fa2a14f6556d5156d3f309dd46e1a927b6b6f5086124a03f2eae41805fab6e7ef256b1"
        + "32e839dd47e070181965a3c2783c604e64a8e4c4"
    static let eip1559Hash = "0x66c166dfa036ff6b47d44cfe5e8babf6a45489bc8110e039b4c8cdb65b35a761"
    /// legacy (EIP-155), chainId 32990, nonce 7, gasPrice 4761904800000, gas 21000, 2.000000000000000001 ZIL to bob.
    static let legacyRaw =
        "0xf87007860454b7a4e1008252089419e7e376e7c213b7e7e7e46cc70a5dd086daff2a881bc16d674ec8000180830101e0a0226b"
        + "d7c61ff0ec045b407563cbdcc244d5bbb574ea4dcb885a602d3659ffced4a02ccd12d3ddb35cfa0f900b8f642a14620d0d68f6"
        + "b5c1023c4daec1250dbb68d6"
    static let legacyHash = "0x958fb7579b272db4b0b48b25d318de4b398fb165f716420fbb4de9a51859931e"

    static func keyPair() throws -> KeyPair { KeyPair(privateKey: try PrivateKey(hex: alice)) }
}

import ZilliqaKit

/// Why `message sign` signed nothing or `message verify` found the signature is not the address's.
enum MessageCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The person did not answer yes.
    case notConfirmed
    /// Another key made the signature, or it is the signature of another message.
    case otherSigner(claimed: EVMAddress, signer: EVMAddress)
    /// No key makes this signature of this message.
    case unrecoverable
    /// The public key given is another legacy address's than the one claimed.
    case otherKey(claimed: String, owner: String)
    /// The account in use (`address`, as given) is watched only: the home holds no key for it.
    case watchOnly(String)

    var description: String {
        switch self {
        case .notConfirmed: "not signed: the message was not confirmed (answer yes to sign it)"
        case .otherSigner(let claimed, let signer):
            "not signed by \(claimed.checksummed): the signature is \(signer.checksummed)'s, or it signs another "
                + "message (check the message is byte for byte the one signed, and --hex)"
        case .otherKey(let claimed, let owner):
            "the public key is \(owner)'s, not \(claimed)'s: give the public key that came with the signature"
        case .watchOnly(let address):
            "not signed: \(address) is watched only, and this home holds no key for it: sign the message on the "
                + "machine that holds its key ('zhip-cli message sign' there); a payment is signed there with "
                + "'zhip-cli tx sign … --out FILE' and sent from here with 'zhip-cli tx send FILE'"
        case .unrecoverable:
            "no key makes this signature of this message: check the signature and that the message is the one signed"
        }
    }
}

/// `{"pincodeSet": true}`.
struct PincodeReport: Encodable {
    let pincodeSet: Bool
}

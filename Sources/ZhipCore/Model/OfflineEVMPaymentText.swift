import Foundation
import ZilliqaKit

/// An offline EVM payment as the person typed it, before any of it is read: the one way text
/// becomes an ``OfflineEVMPaymentDraft``.
///
/// ```swift
/// let text = OfflineEVMPaymentText(
///     recipient: "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf", amount: "1.5", nonce: "0",
///     maxFee: "5000gwei", priorityFee: "1gwei")
/// let draft = try text.draft(chainID: Network.mainnet.evmChainID)
/// ```
/// The recipient is `0x…` (EIP-55, or all one case) or, only when ``allowsLegacyRecipient``, a
/// `zil1…` address taken as its 20 bytes. Fees are whole wei (`4761904800000`) or gwei with the
/// suffix (`4761.9048gwei`); the amount is ZIL with at most 18 decimals.
public struct OfflineEVMPaymentText: Sendable, Hashable {
    public var recipient: String
    /// The amount in ZIL.
    public var amount: String
    /// The nonce: the account's transaction count.
    public var nonce: String
    /// True for a legacy (type 0) transaction; false for EIP-1559 (type 2), the default.
    public var isLegacyType: Bool
    /// Type 2's max fee per gas, or nil when not given.
    public var maxFee: String?
    /// Type 2's priority fee per gas, or nil when not given.
    public var priorityFee: String?
    /// Type 0's gas price, or nil when not given.
    public var gasPrice: String?
    /// True when the person explicitly allows a `zil1…` recipient.
    public var allowsLegacyRecipient: Bool
    /// The gas limit, or nil for a plain transfer's 21000.
    public var gasLimit: String?

    public init(
        recipient: String, amount: String, nonce: String, isLegacyType: Bool = false, maxFee: String? = nil,
        priorityFee: String? = nil, gasPrice: String? = nil, allowsLegacyRecipient: Bool = false,
        gasLimit: String? = nil
    ) {
        self.gasLimit = gasLimit
        self.recipient = recipient
        self.amount = amount
        self.nonce = nonce
        self.isLegacyType = isLegacyType
        self.maxFee = maxFee
        self.priorityFee = priorityFee
        self.gasPrice = gasPrice
        self.allowsLegacyRecipient = allowsLegacyRecipient
    }

    /// The draft the text describes, for the EVM chain `chainID`.
    /// - Throws: ``OfflineEVMPaymentError`` for the first field that is wrong.
    public func draft(chainID: UInt64) throws(OfflineEVMPaymentError) -> OfflineEVMPaymentDraft {
        let to = try Self.recipient(recipient, allowsLegacy: allowsLegacyRecipient)
        let value: Wei
        do throws(AmountError) {
            value = try Wei(amount.trimmingCharacters(in: .whitespacesAndNewlines), unit: .zil)
        } catch {
            throw .amount(error)
        }
        guard case .valid(let nonce) = EVMNonceValidator().validate(nonce) else { throw .nonce(self.nonce) }
        var limit = OfflineEVMPayment.transferGas
        if let gasLimit {
            guard let given = UInt64(gasLimit.trimmingCharacters(in: .whitespacesAndNewlines), radix: 10) else {
                throw .gasLimit(gasLimit)
            }
            limit = given
        }
        return OfflineEVMPaymentDraft(
            to: to, amount: value, fee: try fee(), nonce: nonce, chainID: chainID, gasLimit: limit)
    }

    /// The fee choice of the type, refusing a figure of the other type.
    private func fee() throws(OfflineEVMPaymentError) -> EVMFeeChoice {
        if isLegacyType {
            if maxFee != nil { throw .feeNotForType(.maxFee) }
            if priorityFee != nil { throw .feeNotForType(.priorityFee) }
            return .legacy(gasPrice: try Self.fee(gasPrice, .gasPrice))
        }
        if gasPrice != nil { throw .feeNotForType(.gasPrice) }
        return .eip1559(maxFee: try Self.fee(maxFee, .maxFee), priorityFee: try Self.fee(priorityFee, .priorityFee))
    }

    /// The recipient's 20 bytes: an EVM address, or a `zil1…` one when allowed.
    static func recipient(_ text: String, allowsLegacy: Bool) throws(OfflineEVMPaymentError) -> EVMAddress {
        let read: (address: EVMAddress, givenAsBech32: Bool)
        do throws(EVMFieldText.RecipientFailure) {
            read = try EVMFieldText.recipient(text)
        } catch {
            switch error {
            case .evm(let error): throw .recipient(error)
            case .bech32(let error): throw .legacyRecipientText(error)
            }
        }
        if read.givenAsBech32, !allowsLegacy, let legacy = try? Address(bytes: read.address.bytes) {
            throw .legacyRecipientNotAllowed(legacy)
        }
        return read.address
    }

    /// A fee per gas (``EVMFieldText/fee(_:)``); nil when not given.
    static func fee(_ text: String?, _ field: OfflineEVMFeeField) throws(OfflineEVMPaymentError) -> Wei? {
        guard let text else { return nil }
        do throws(EVMFieldText.FeeFailure) {
            return try EVMFieldText.fee(text)
        } catch {
            switch error {
            case .amount(let error): throw .fee(field, error)
            case .unknownUnit:
                throw .fee(field, .notANumber(character: text.first(where: \.isLetter) ?? " ", position: 0))
            }
        }
    }
}

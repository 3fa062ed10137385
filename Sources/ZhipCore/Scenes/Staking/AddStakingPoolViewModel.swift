import ZilliqaKit

/// Adding a delegation pool the portal does not list: its contract address, checked as typed;
/// Add asks the node whether it answers as a pool (its minimum delegation, and a liquid pool's
/// LST) and lists it on the network.
///
/// ```swift
/// let add = AddStakingPoolViewModel()
/// add.didEditAddress("0x691682FCa60Fa6B702a0a69F60d045c08f404220")
/// await add.didTapAdd()             // `.added(pool)`, or state.errorMessage says why not
/// ```
@MainActor
public final class AddStakingPoolViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The pool was listed.
        case added(StakingPool)
        /// The person left without adding one.
        case cancel
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The contract address as typed, and how its field looks.
        public var addressText = ""
        public var address: FieldDisplay = .neutral
        /// What the scene waits for while the contract is asked, nil when it waits for nothing.
        public var readingLabel: String?
        /// Why the pool could not be added.
        public var errorMessage: String?
        /// True when Add can be tapped: a valid address, nothing asked yet.
        public var isAddEnabled = false

        /// True while the contract is asked.
        public var isReading: Bool { readingLabel != nil }
    }

    public let title = "Add a staking pool"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let staking: any StakingUseCase
    private var addressField = FieldState(validator: StakingPoolAddressValidator())

    /// The scene adding pools through `staking`.
    public init(staking: any StakingUseCase = Container.shared.stakingUseCase()) {
        self.staking = staking
    }

    /// What the scene waits for while `contract` (EIP-55) is asked.
    nonisolated public static func readingLabel(of contract: String) -> String {
        "Asking the node whether \(contract) is a delegation pool"
    }

    // MARK: - Inputs

    /// The person changed the address.
    public func didEditAddress(_ text: String) {
        addressField.edit(text)
        updateAddress { $0.errorMessage = nil }
    }

    /// The person left the address field.
    public func didEndEditingAddress() {
        addressField.endEditing()
        updateAddress()
    }

    /// Asks the node about the contract and lists it as a pool; ignored until Add is enabled.
    public func didTapAdd() async {
        guard state.isAddEnabled, let address = addressField.value else { return }
        updateAddress {
            $0.readingLabel = Self.readingLabel(of: address.checksummed)
            $0.errorMessage = nil
        }
        do throws(StakingError) {
            let pool = try await staking.add(address)
            updateAddress { $0.readingLabel = nil }
            navigator.next(.added(pool))
        } catch {
            updateAddress {
                $0.readingLabel = nil
                $0.errorMessage = error.description
            }
        }
    }

    /// The person left without adding.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    /// Applies `change`, then shows the field and whether Add can be tapped, in one assignment.
    private func updateAddress(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.addressText = addressField.text
        next.address = addressField.display
        next.isAddEnabled = addressField.value != nil && !next.isReading
        state = next
    }
}

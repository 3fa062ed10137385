/// The payments domain.
extension Container {
    /// The rules every payment meets, in order, on every path (``PaymentRules/standard``). A test
    /// adds one to prove it runs everywhere:
    /// ```swift
    /// Container.shared.paymentRules.register { PaymentRules.standard + [RefuseAll()] }
    /// ```
    public var paymentRules: Factory<[any PaymentRule]> {
        self { PaymentRules.standard }
    }

    /// What a ``PaymentSession`` works with: this container's network, services, preferences,
    /// rules and clocks, read when the session starts.
    public var paymentEnvironment: Factory<PaymentEnvironment> {
        self { PaymentEnvironment(self) }
    }
}

extension Wei {
    /// Parses a decimal number of `unit` exactly, as people type it (`"1.5"`, `"0.000000000000000001"`,
    /// `".5"`), by the same rules as ``Amount/init(_:unit:decimalSeparators:)``.
    /// ```swift
    /// try Wei("1.5", unit: .zil).wei     // 1_500_000_000_000_000_000
    /// try Wei("4761.9048", unit: .gwei)  // 4_761_904_800_000 wei
    /// ```
    public init(_ text: String, unit: WeiUnit, decimalSeparators: Set<Character> = ["."]) throws(AmountError) {
        do {
            self.init(
                wei: try DecimalText.parse(
                    text, decimalPlaces: unit.decimalPlaces, decimalSeparators: decimalSeparators))
        } catch {
            throw AmountError(error, unit: unit)
        }
    }

    /// Parses a decimal string of wei with nothing but the digits 0-9, e.g. `"21000"`.
    public init(weiString text: String) throws(AmountError) {
        do {
            self.init(wei: try DecimalText.parseDigits(text))
        } catch {
            throw AmountError(error, unit: .wei)
        }
    }

    /// The amount in wei as a decimal string, e.g. `"1500000000000000000"`.
    public var weiString: String { String(wei) }

    /// The amount as an exact decimal number of `unit`, without the unit's symbol, by the same
    /// rules as ``Amount/formatted(in:thousandsSeparator:decimalSeparator:minimumFractionDigits:)``.
    /// ```swift
    /// Wei(wei: 100_000_000_800_000_000).formatted(in: .zil)   // "0.1000000008"
    /// ```
    public func formatted(
        in unit: WeiUnit = .zil,
        thousandsSeparator: String? = nil,
        decimalSeparator: String = ".",
        minimumFractionDigits: Int = 0
    ) -> String {
        DecimalText.format(
            wei, decimalPlaces: unit.decimalPlaces, thousandsSeparator: thousandsSeparator,
            decimalSeparator: decimalSeparator, minimumFractionDigits: minimumFractionDigits)
    }
}

public import CommandLineKit

/// `--era` takes an era's raw value (`legacy`, `disabled`, `escrow-only`).
extension LegacyEra: ExpressibleByArgument {}

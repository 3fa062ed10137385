public import CommandLineKit

/// `--fail-mode` takes a mode's raw value (`500`, `drop`, `garbage`, `timeout`).
extension FaultMode: ExpressibleByArgument {}

/// The commands a command line selected, from the root down to the one that runs.
struct CommandPath {
    let root: any ParsableCommand.Type
    private(set) var subcommands: [any ParsableCommand.Type] = []

    init(root: any ParsableCommand.Type) { self.root = root }

    /// The selected command (the root when no subcommand was named).
    var leaf: any ParsableCommand.Type { subcommands.last ?? root }

    var isRoot: Bool { subcommands.isEmpty }

    /// The words that select the leaf, e.g. `zhip-cli keystore new`.
    var fullName: String {
        ([root] + subcommands).map { CommandNaming.name(of: $0) }.joined(separator: " ")
    }

    /// The leaf's subcommand called `name`, if it has one.
    func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        leaf.configuration.subcommands.first { CommandNaming.name(of: $0) == name }
    }

    /// The names of the leaf's subcommands, in declaration order.
    var subcommandNames: [String] { leaf.configuration.subcommands.map { CommandNaming.name(of: $0) } }

    mutating func append(_ command: any ParsableCommand.Type) { subcommands.append(command) }
}

// zhip-cli: everything lives in the ZhipCLI library, so tests can run it in-process.
import ZhipCLI

// Before anything reads a password: no core file, and no same-user ptrace (docs/secrets.md).
CoreDumps.disable()
await ZhipCommand.main()

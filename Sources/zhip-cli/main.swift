// zhip-cli: everything lives in the ZhipCLI library, so tests can run it in-process.
import ZhipCLI

await ZhipCommand.main()

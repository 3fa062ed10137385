import ZhipDevnetKit

// zhip-devnet: a local Zilliqa node on 127.0.0.1 (see `zhip-devnet --help`); CommandLineKit runs it.
await DevnetCommand.main()

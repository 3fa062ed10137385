import Foundation
import ZhipDevnetKit

// zhip-devnet: a local Zilliqa node on 127.0.0.1 (see `zhip-devnet --help`).
exit(await DevnetCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))

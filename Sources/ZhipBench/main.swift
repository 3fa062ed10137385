// zhip-bench: CommandLineKit parses the arguments and runs the report (see `zhip-bench --help`).
await ZhipBench.main()

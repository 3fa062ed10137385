# Zhip for Linux: the tasks. `just` lists them.

# How zhip-cli is built to be installed: release, with the Swift runtime and Foundation linked into the executable (--static-swift-stdlib: a start loads and relocates no Swift shared libraries), linked by lld with packed relative relocations (DT_RELR: the loader reads 20 KiB instead of 2 MiB of them; still PIE) and without exporting its own 10,000 Swift symbols (--no-export-dynamic: no library or dlsym looks them up, and the loader searches a small table), with the C++ runtime the Swift runtime needs from GCC's static libstdc++.a (static-cxx holds only that archive and is searched before GCC's directory: libstdc++.so costs every start 1.6M instructions and 1.4 MiB), with the functions a start runs placed together (each function in a section of its own, laid out in the order scripts/zhip-cli-start.order gives, which scripts/start-order writes: a start then touches a few pages of code instead of pages all over 21 MB, 16.8 -> 11.5 MiB peak), in a build directory of its own so that the default release build keeps its flags.
static-cxx := justfile_directory() / ".build/static-c++"
installed := "-c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic -Xswiftc -L" + static-cxx + " -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xlinker --symbol-ordering-file=" + justfile_directory() / "scripts/zhip-cli-start.order" + " -Xlinker --no-warn-symbol-ordering --scratch-path .build/installed"

# List the recipes.
default:
    @just --list

# Build everything in debug.
build:
    swift build

# Run the whole test suite (unit, integration and end-to-end), keep its output in .build/test-output.log, and fail if any secret the tests use (Tests/secrets-used-in-tests.txt) appears in it.
test:
    #!/usr/bin/env bash
    set -uo pipefail
    mkdir -p .build
    SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=8 swift test 2>&1 | tee .build/test-output.log
    status=$?
    scripts/scan-test-output .build/test-output.log || { [ "$status" -ne 0 ] || status=1; }
    exit "$status"

# Build zhip-cli as it is installed (release, Swift runtime linked in) and copy it to PREFIX/bin, by default ~/.local/bin.
install PREFIX=(env("HOME") / ".local"): _static-cxx
    swift build {{installed}} --product zhip-cli
    install -D -m 755 .build/installed/release/zhip-cli "{{PREFIX}}/bin/zhip-cli"

# The directory of `installed`'s -L: GCC's libstdc++.a alone (found by the toolchain's clang), so that -lstdc++ finds it before libstdc++.so.
_static-cxx:
    mkdir -p "{{static-cxx}}" && ln -sf "$(clang -print-file-name=libstdc++.a)" "{{static-cxx}}/libstdc++.a"

# Format every Swift file in place with the project's .swift-format.
fmt:
    swift format format --in-place --recursive Sources Tests Package.swift

# Check formatting and style, failing on any finding.
lint:
    swift format lint --strict --recursive Sources Tests Package.swift

# Print every benchmark beside its reference (release build). `just bench --json FILE` also writes JSON; `just bench --only "Command start"` runs one group. The devnet throughput group starts the release zhip-devnet built beside it; the command start group, zhip-cli as `just install` builds it.
[positional-arguments]
bench *ARGS: _static-cxx
    swift build -c release --product zhip-bench
    swift build -c release --product zhip-devnet
    for product in zhip-cli zhip-bench-launcher zhip-bench-nothing; do swift build {{installed}} --product "$product"; done
    .build/release/zhip-bench "$@"

# The demo on a local zhip-devnet: mainnet today (the EVM account pays, receives, its balance), then the legacy era (send, move).
demo:
    @scripts/demo

# Run the tests with coverage and print a per-file table of Sources/ (green >= 90 %, yellow >= 70 %).
cov:
    swift test --enable-code-coverage
    scripts/coverage

# Like `just cov`, then each file's uncovered lines.
cov-detailed:
    swift test --enable-code-coverage
    scripts/coverage --detailed

# Run the whole suite under the thread sanitizer, then the address sanitizer, each in its own build directory (.build/tsan, .build/asan) so the normal build stays as it is. scripts/tsan-suppressions.txt says why Mutex's lock bodies are exempt. At most 8 tests at a time, as in `just test` (TESTING.md, "Waiting without holding the pool").
check:
    TSAN_OPTIONS=suppressions={{justfile_directory()}}/scripts/tsan-suppressions.txt SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=8 swift test --sanitize thread --scratch-path .build/tsan
    ASAN_OPTIONS=detect_leaks=0 SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=8 swift test --sanitize address --scratch-path .build/asan

# Fuzz one target (FuzzAddress, FuzzKeystore, FuzzRPCResponse, FuzzEVMTransaction, FuzzAmount, FuzzABI, FuzzHTTPRequest, FuzzCLIArguments) for SECONDS.
fuzz TARGET SECONDS="60":
    #!/usr/bin/env bash
    set -euo pipefail
    test -d "Fuzz/corpus/{{TARGET}}" || { echo "error: no seed corpus Fuzz/corpus/{{TARGET}}; name one of the Fuzz* targets" >&2; exit 64; }
    swift build --scratch-path .build/fuzz --product "{{TARGET}}" --sanitize fuzzer --sanitize address -Xswiftc -DZHIP_FUZZING
    bin="$(swift build --scratch-path .build/fuzz --product "{{TARGET}}" --sanitize fuzzer --sanitize address -Xswiftc -DZHIP_FUZZING --show-bin-path)/{{TARGET}}"
    mkdir -p ".build/fuzz-corpus/{{TARGET}}" ".build/fuzz-crashes/{{TARGET}}"
    log=".build/fuzz-crashes/{{TARGET}}/last-run.log"
    # The scratch corpus comes first: libFuzzer adds what it finds there and only reads the seeds.
    status=0
    SWIFT_BACKTRACE=enable=no "$bin" -max_total_time={{SECONDS}} -print_final_stats=1 \
        -artifact_prefix=".build/fuzz-crashes/{{TARGET}}/" \
        ".build/fuzz-corpus/{{TARGET}}" "Fuzz/corpus/{{TARGET}}" 2>&1 | tee "$log" || status=$?
    echo "{{TARGET}}: $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?') executions in {{SECONDS}} s"
    exit "$status"

# Run the Ledger end to end against Ledger's Ethereum app under Speculos (by hand: CI cannot fetch the app). ELF: the app for the Flex model, size_estimation/artifacts/app_baseline_en.elf of LedgerHQ/app-ethereum at commit 9efc717b193185226a5d555b79a914b9d971ab03; installs speculos 0.27.1 into .build/speculos-venv and qemu-user-static when missing (scripts/test-ledger says each step).
test-ledger ELF:
    @cd "{{invocation_directory()}}" && "{{justfile_directory()}}/scripts/test-ledger" "{{ELF}}"

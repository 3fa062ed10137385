// swift-tools-version:6.0
// Zhip for Linux: the ZilliqaKit SDK, its C crypto bindings, and the zhip-cli wallet.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Zhip",
    products: [
        .library(name: "ZilliqaKit", targets: ["ZilliqaKit"]),
        .library(name: "ZhipCore", targets: ["ZhipCore"]),
        // Link from test targets only: transports, seeding and flow baselines for code built on ZhipCore.
        .library(name: "ZhipTesting", targets: ["ZhipTesting"]),
        .executable(name: "zhip-cli", targets: ["zhip-cli"]),
        .executable(name: "zhip-devnet", targets: ["zhip-devnet"]),
        .executable(name: "zhip-bench", targets: ["ZhipBench"]),
        .executable(name: "zhip-bench-launcher", targets: ["zhip-bench-launcher"]),
        .executable(name: "zhip-bench-nothing", targets: ["zhip-bench-nothing"]),
    ],
    targets: [
        // MARK: - C libraries from Debian (module maps and shim headers only; no logic)
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"])]
        ),
        .systemLibrary(
            name: "CSecp256k1",
            pkgConfig: "libsecp256k1",
            providers: [.apt(["libsecp256k1-dev"])]
        ),
        .systemLibrary(name: "CEpoll", path: "Sources/CEpoll"),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CQREncode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // libcurl (libcurl4-openssl-dev for the header), loaded by the first request instead of linked, so that
        // a command that never talks to a node starts without it (Sources/CCurl/include/zhip_curl.h says why).
        .target(name: "CCurl"),
        // The container's per-thread resolution chain as a C thread-local variable (the header says why).
        .target(name: "CResolutionChain"),
        // prctl(PR_SET_DUMPABLE), which Swift cannot call (a variadic C function): zhip-cli's core dumps off.
        .target(name: "CProcessControl"),
        // Keccak-256 from Crypto++ (libcrypto++-dev): a C++ library, so a one-function C shim in front of it.
        // Linked from Debian's static archive (`-l:libcryptopp.a`): only the Keccak objects are taken, instead
        // of loading libcrypto++.so's thousands of C++ symbols and static constructors at every start.
        .target(
            name: "CKeccak",
            linkerSettings: [.linkedLibrary(":libcryptopp.a")]
        ),

        // MARK: - The SDK
        .target(
            name: "ZilliqaKit",
            dependencies: ["CSodium", "CSecp256k1", "COpenSSL", "CCurl", "CKeccak", "CQREncode"],
            swiftSettings: strictSettings
        ),

        // MARK: - The app layer (use cases, container, stores, view models)
        .target(
            name: "ZhipCore",
            dependencies: ["ZilliqaKit", "CResolutionChain"],
            swiftSettings: strictSettings
        ),
        // Fakes, in-memory stores and fixed clocks: linked only by tests and benchmarks.
        .target(
            name: "ZhipCoreTestSupport",
            dependencies: ["ZhipCore", "ZilliqaKit", "ZhipTesting"],
            swiftSettings: strictSettings
        ),

        // Real transports that answer from fixtures or from the test, store seeding, and recorded
        // flow baselines (TESTING.md); a library product that apps link only from their tests.
        .target(
            name: "ZhipTesting",
            dependencies: ["ZhipCore", "ZilliqaKit"],
            resources: [.copy("Ledger/Recordings")],
            swiftSettings: strictSettings
        ),

        // MARK: - Command-line front end
        .target(
            name: "CommandLineKit",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ZhipCLI",
            dependencies: ["ZilliqaKit", "ZhipCore", "CommandLineKit", "CProcessControl"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "zhip-cli",
            dependencies: ["ZhipCLI"],
            swiftSettings: strictSettings
        ),

        // MARK: - Local Zilliqa node (`zhip-devnet`)
        .target(
            name: "ZhipDevnetKit",
            dependencies: ["ZilliqaKit", "CommandLineKit", "CEpoll"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "zhip-devnet",
            dependencies: ["ZhipDevnetKit"],
            swiftSettings: strictSettings
        ),

        // MARK: - Child processes for tests (posix_spawn; stands in for Foundation.Process, see ChildProcess)
        .target(
            name: "ChildProcesses",
            swiftSettings: strictSettings
        ),

        // MARK: - Benchmarks (`just bench`)
        .executableTarget(
            name: "ZhipBench",
            dependencies: [
                "ZilliqaKit", "ZhipCore", "ZhipDevnetKit", "CommandLineKit", "CSodium", "CSecp256k1", "COpenSSL",
                "CKeccak", "ChildProcesses", "CEpoll",
            ],
            swiftSettings: strictSettings
        ),
        // "Command start" (StartBenchmarks): a small C launcher that times one whole-process start and reads its
        // true peak RSS, and the reference it is compared with, a C program that does nothing, linked as zhip-cli
        // is: against the same shared C libraries (and the C++ runtime the Swift runtime needs).
        .executableTarget(name: "zhip-bench-launcher"),
        .executableTarget(
            name: "zhip-bench-nothing",
            dependencies: ["CSodium", "CSecp256k1", "COpenSSL", "CQREncode"],
            linkerSettings: [.linkedLibrary("stdc++")]
        ),

        // MARK: - Fuzzing (`just fuzz TARGET [SECONDS]`; Fuzz/README.md)
        // Each FuzzX is a libFuzzer target when built with `--sanitize fuzzer -Xswiftc -DZHIP_FUZZING`,
        // and in the normal build a replay tool: `.build/debug/FuzzX FILE_OR_DIR ...`.
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport", swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzAddress", dependencies: ["FuzzSupport", "ZilliqaKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzKeystore", dependencies: ["FuzzSupport", "ZilliqaKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzRPCResponse", dependencies: ["FuzzSupport", "ZilliqaKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzEVMTransaction", dependencies: ["FuzzSupport", "ZilliqaKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzAmount", dependencies: ["FuzzSupport", "ZilliqaKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzABI", dependencies: ["FuzzSupport", "ZilliqaKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzHTTPRequest", dependencies: ["FuzzSupport", "ZhipDevnetKit"], swiftSettings: strictSettings),
        .executableTarget(
            name: "FuzzCLIArguments", dependencies: ["FuzzSupport", "CommandLineKit", "ZhipCLI", "ZhipDevnetKit"],
            swiftSettings: strictSettings),

        // MARK: - Tests
        .testTarget(
            name: "ZilliqaKitTests",
            dependencies: ["ZilliqaKit"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ZhipCoreTests",
            dependencies: ["ZhipCore", "ZhipCoreTestSupport", "ZhipTesting", "ZilliqaKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ZhipTestingTests",
            dependencies: ["ZhipTesting", "ZhipCore", "ZhipCoreTestSupport", "ZilliqaKit", "ZhipDevnetKit", "CCurl"],
            resources: [.copy("Resources/Baselines"), .copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CommandLineKitTests",
            dependencies: ["CommandLineKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ChildProcessesTests",
            dependencies: ["ChildProcesses", "ZhipTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ZhipDevnetKitTests",
            dependencies: ["ZhipDevnetKit", "ZilliqaKit", "CommandLineKit", "ChildProcesses"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        // The benchmarks' arithmetic and round order, never their times.
        .testTarget(
            name: "ZhipBenchTests",
            dependencies: ["ZhipBench", "CommandLineKit", "ZilliqaKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ZhipCLITests",
            dependencies: [
                "ZhipCLI", "ZilliqaKit", "ZhipCore", "ZhipCoreTestSupport", "ZhipTesting", "ZhipDevnetKit",
                "ChildProcesses",
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation

/// The `main` of a fuzz target's normal (non-fuzzer) build: runs its fuzz function once over
/// each file named on the command line, and over every file in each directory named, so that a
/// corpus or a crash file can be replayed without libFuzzer:
/// ```sh
/// swift build --product FuzzAddress && .build/debug/FuzzAddress Fuzz/corpus/FuzzAddress
/// ```
/// A fuzz function traps on a bug, so a replay that returns 0 means every input passed.
public enum FuzzReplay {
    /// Replays `body` over the files `arguments` (without the program name) name and returns
    /// the exit code: 0 when every input ran, 64 when there was nothing to run or a path could
    /// not be read.
    public static func run(arguments: [String], _ body: ([UInt8]) -> Void) -> Int32 {
        guard !arguments.isEmpty else {
            printError("usage: <fuzz target> FILE_OR_DIRECTORY ...  (replays each input through the fuzz function)")
            return 64
        }
        var count = 0
        for path in arguments {
            guard let files = inputFiles(at: path) else {
                printError("error: cannot read '\(path)': name an existing file or directory of inputs")
                return 64
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    printError("error: cannot read '\(file)': check that it is a readable file")
                    return 64
                }
                body([UInt8](data))
                count += 1
            }
        }
        print("replayed \(count) input\(count == 1 ? "" : "s"): no crash")
        return 0
    }

    /// A replay `main`: replays `body` over the files this process's arguments name, then exits
    /// with ``run(arguments:_:)``'s code.
    public static func main(_ body: ([UInt8]) -> Void) -> Never {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst()), body))
    }

    /// `path` itself when it is a file, the regular files directly inside it (sorted) when it is
    /// a directory, nil when it does not exist.
    static func inputFiles(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter { file in
            var nested: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &nested) && !nested.boolValue
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// The body of `LLVMFuzzerTestOneInput`: runs `body` over the bytes libFuzzer hands it (copied
/// into an array) and returns 0, the only value libFuzzer accepts.
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int, _ body: ([UInt8]) -> Void) -> Int32 {
    if let data, size > 0 { body(Array(UnsafeBufferPointer(start: data, count: size))) } else { body([]) }
    return 0
}

import Glibc

/// The file actions and attributes of one `posix_spawn`: what the child's descriptors, signals and
/// directory are. Call ``destroy()`` once spawned (or not).
struct SpawnActions {
    private var actions = posix_spawn_file_actions_t()
    private var attributes = posix_spawnattr_t()

    init() throws(ChildProcessError) {
        guard posix_spawn_file_actions_init(&actions) == 0 else {
            throw .setupFailed(step: "file actions", errno: errno)
        }
        guard posix_spawnattr_init(&attributes) == 0 else {
            posix_spawn_file_actions_destroy(&actions)
            throw .setupFailed(step: "attributes", errno: errno)
        }
        // Every signal at its default and none blocked: a test may ignore SIGINT in this process
        // (the devnet's shutdown tests do), and a pool thread blocks signals; a child inherits both.
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }

    mutating func destroy() {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }

    mutating func setInput(_ input: ChildProcess.Input) {
        switch input {
        case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        }
    }

    mutating func setOutput(_ output: ChildProcess.Output, pipe: SpawnPipes.Pair?, to target: Int32) {
        switch output {
        case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
        case .pipe: if let pipe { posix_spawn_file_actions_adddup2(&actions, pipe.write, target) }
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }
    }

    /// Closes every descriptor from `first` on in the child: a pipe another test is reading must
    /// not stay open in this child, or that test never sees its end. glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc module does not
    /// export it), else a close of each descriptor up to 1023 (closing one that is not open is no
    /// error in a spawn).
    mutating func closeDescriptors(from first: Int32) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
        } else {
            for descriptor in first..<1024 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }
    }

    /// Starts the child in `directory`: glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and
    /// later), which Swift's Glibc module does not export either.
    mutating func change(to directory: String) throws(ChildProcessError) {
        typealias AddChdir =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { throw .directoryUnsupported }
        let code = directory.withCString { unsafeBitCast(symbol, to: AddChdir.self)(&actions, $0) }
        guard code == 0 else { throw .setupFailed(step: "directory", errno: code) }
    }

    /// Spawns `executable` (looked up in `PATH` when it has no slash) and answers its pid.
    mutating func spawn(_ executable: String, _ arguments: [String], environment: [String: String])
        throws(ChildProcessError) -> pid_t
    {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let code =
            executable.contains("/")
            ? posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw .spawnFailed(executable: executable, errno: code) }
        return pid
    }
}

/// The pipes made for one spawn; whatever is left open is closed by ``closeAll()`` once spawned:
/// the write ends always (the child has its copies), the read ends unless taken.
struct SpawnPipes {
    /// One pipe's two ends.
    struct Pair {
        let read: Int32
        let write: Int32
    }

    private var open: [Int32] = []

    /// A close-on-exec pipe when `output` is ``ChildProcess/Output/pipe``, else nil.
    mutating func make(for output: ChildProcess.Output) throws(ChildProcessError) -> Pair? {
        guard case .pipe = output else { return nil }
        var ends: [Int32] = [0, 0]
        guard Self.closeOnExecPipe(&ends) == 0 else { throw .setupFailed(step: "pipe", errno: errno) }
        open += ends
        return Pair(read: ends[0], write: ends[1])
    }

    /// `pair`'s read end, which the caller now owns.
    mutating func takeReadEnd(of pair: Pair) -> Int32 {
        open.removeAll { $0 == pair.read }
        return pair.read
    }

    /// `pipe2(ends, O_CLOEXEC)`, looked up at run time (Swift's Glibc module does not export
    /// it), so that no child spawned meanwhile by another thread inherits the ends; else `pipe`
    /// then `FD_CLOEXEC` on each end.
    private static func closeOnExecPipe(_ ends: inout [Int32]) -> Int32 {
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        if let symbol = dlsym(nil, "pipe2") {
            return ends.withUnsafeMutableBufferPointer { buffer in
                guard let ends = buffer.baseAddress else { return -1 }
                return unsafeBitCast(symbol, to: Pipe2.self)(ends, O_CLOEXEC)
            }
        }
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    mutating func closeAll() {
        for descriptor in open { close(descriptor) }
        open = []
    }
}

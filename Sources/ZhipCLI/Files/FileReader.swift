#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads small files (keystores, password and key files) with a size limit, so that pointing
/// an option at `/dev/zero` or a huge file gives an error instead of exhausting memory.
enum FileReader {
    /// The bytes of `path`, at most `limit` of them, stopping early after the first newline
    /// when `firstLineOnly` (a password file may be a pipe that stays open).
    /// - Throws: ``FileError/cannotRead(path:reason:)`` or ``FileError/tooLarge(path:kind:limit:)``.
    static func read(_ path: String, kind: String, limit: Int, firstLineOnly: Bool = false) throws(FileError) -> [UInt8]
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: SystemError.current()) }
        defer { _ = close(descriptor) }
        var contents: [UInt8] = []
        // Reserved up front so that growing never leaves an unwiped copy of a secret behind.
        contents.reserveCapacity(limit + 4096)
        var chunk = [UInt8](repeating: 0, count: 4096)
        defer { chunk.zeroize() }
        while contents.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = SystemError.current()
                contents.zeroize()
                throw .cannotRead(path: path, reason: reason)
            }
            if count == 0 { break }
            contents.append(contentsOf: chunk[0..<count])
            if firstLineOnly, contents.contains(UInt8(ascii: "\n")) { break }
        }
        if firstLineOnly, let newline = contents.firstIndex(of: UInt8(ascii: "\n")) {
            contents.withUnsafeMutableBufferPointer { buffer in
                for index in newline..<buffer.count { buffer[index] = 0 }
            }
            contents.removeSubrange(newline...)
        }
        guard contents.count <= limit else {
            contents.zeroize()
            throw .tooLarge(path: path, kind: kind, limit: limit)
        }
        return contents
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

/// The text of `errno`.
enum SystemError {
    static func current() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process environment as ``Console/standard(secretVariables:)`` reads it: the variables as
/// `String`s except the secret ones, whose values are read only as bytes and then wiped.
enum ProcessEnvironment {
    /// Every variable of `environ` but those named in `secret`; no `String` is made of a secret
    /// one's value (nor of its name beyond the comparison).
    static func variables(leavingOut secret: Set<String>) -> [String: String] {
        var variables: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var cursor = start else { return variables }
        while let entry = cursor.pointee {
            cursor += 1
            guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let name = String(
                decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals)), as: UTF8.self)
            guard !secret.contains(name) else { continue }
            variables[name] = String(cString: equals + 1)
        }
        return variables
    }

    /// True when `name` is set.
    static func isSet(_ name: String) -> Bool { getenv(name) != nil }

    /// Copies `name`'s value into `buffer`, then overwrites the value where the environment keeps
    /// it with zeros and unsets the variable, whether it fitted or not: a secret is read once.
    static func take(_ name: String, into buffer: UnsafeMutableRawBufferPointer) -> SecretRead {
        guard let value = getenv(name) else { return .absent }
        let length = strlen(value)
        defer {
            // Where the value was (the initial environment on the stack, or a setenv copy): zeros.
            explicit_bzero(value, length)
            unsetenv(name)
        }
        guard length <= buffer.count, let target = buffer.baseAddress else {
            return length == 0 ? .read(byteCount: 0) : .tooLong
        }
        target.copyMemory(from: value, byteCount: length)
        return .read(byteCount: length)
    }
}

/// How a console reads a secret as bytes, never as a `String`: a line typed without echo, or an
/// environment variable, copied into a buffer the caller owns (and wipes). The process's console
/// (``Console/standard(secretVariables:)``) reads the terminal with `read(2)` and the variable
/// from the process environment, which it then wipes; a console built from parts (a test's) reads
/// its ``Console/environment`` and ``Console/readLine`` instead.
///
/// ```swift
/// switch console.readSecretLine(prompt: "Password: ", into: buffer) {
/// case .read(let byteCount): …   // buffer[0..<byteCount] is the line, without its line ending
/// case .absent: …                // end of input
/// case .tooLong: …               // nothing kept
/// }
/// ```
public struct SecretInput: Sendable {
    /// True when the variable `name` is set (and was not taken yet).
    public var isSet: @Sendable (_ name: String) -> Bool
    /// Copies the variable `name`'s value into `buffer`, then removes it from where it was kept.
    public var takeVariable: @Sendable (_ name: String, _ buffer: UnsafeMutableRawBufferPointer) -> SecretRead
    /// Shows `prompt` on standard error, then reads one line without echo into `buffer`.
    public var readLine: @Sendable (_ prompt: String, _ buffer: UnsafeMutableRawBufferPointer) -> SecretRead

    /// A secret input from its parts.
    public init(
        isSet: @escaping @Sendable (_ name: String) -> Bool,
        takeVariable: @escaping @Sendable (_ name: String, _ buffer: UnsafeMutableRawBufferPointer) -> SecretRead,
        readLine: @escaping @Sendable (_ prompt: String, _ buffer: UnsafeMutableRawBufferPointer) -> SecretRead
    ) {
        self.isSet = isSet
        self.takeVariable = takeVariable
        self.readLine = readLine
    }
}

/// What reading a secret into a buffer found.
public enum SecretRead: Sendable, Equatable {
    /// The secret is the buffer's first `byteCount` bytes.
    case read(byteCount: Int)
    /// Nothing: the input ended before a line, or the variable is not set.
    case absent
    /// Longer than the buffer: nothing was kept (the buffer holds zeros).
    case tooLong
}

extension Console {
    /// True when the secret variable `name` is set: see ``SecretInput/isSet``.
    public func isSecretVariableSet(_ name: String) -> Bool {
        secretInput?.isSet(name) ?? (environment[name] != nil)
    }

    /// Copies the secret variable `name` into `buffer`: see ``SecretInput/takeVariable``. A console
    /// built from parts copies it from ``environment``, which it leaves as it is.
    public func takeSecretVariable(_ name: String, into buffer: UnsafeMutableRawBufferPointer) -> SecretRead {
        if let secretInput { return secretInput.takeVariable(name, buffer) }
        guard let value = environment[name] else { return .absent }
        return Self.copy(value, into: buffer)
    }

    /// Shows `prompt` and reads one line without echo into `buffer`: see ``SecretInput/readLine``.
    /// A console built from parts reads it with ``readLine`` and copies it.
    public func readSecretLine(prompt: String, into buffer: UnsafeMutableRawBufferPointer) -> SecretRead {
        if let secretInput { return secretInput.readLine(prompt, buffer) }
        guard let line = readLine(prompt, false) else { return .absent }
        return Self.copy(line, into: buffer)
    }

    /// `text`'s UTF-8 bytes copied into `buffer`, when they fit.
    private static func copy(_ text: String, into buffer: UnsafeMutableRawBufferPointer) -> SecretRead {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count <= buffer.count else { return .tooLong }
            buffer.copyMemory(from: UnsafeRawBufferPointer(bytes))
            return .read(byteCount: bytes.count)
        }
    }
}

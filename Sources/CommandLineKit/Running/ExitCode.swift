/// The status a command run ends with, as the process exit code.
///
/// The standard codes, after BSD `sysexits.h` where one exists:
///
/// | Code | Constant        | Meaning                                                            |
/// |------|-----------------|--------------------------------------------------------------------|
/// | 0    | ``success``     | The command did what was asked, or printed its help or version.    |
/// | 1    | ``failure``     | The command line was fine but running it failed (an error from `run`). |
/// | 64   | ``usageError``  | The command line was wrong (`EX_USAGE`): unknown option, missing value, failed validation. |
///
/// A tool may define more codes in an extension; throwing one from `run` ends the process
/// quietly with that status (nothing is printed):
/// ```swift
/// extension ExitCode { static let notFound = ExitCode(2) }
/// throw ExitCode.notFound
/// ```
public struct ExitCode: Error, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric exit status.
    public var rawValue: Int32

    /// The exit status `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The exit status `code`.
    public init(_ code: Int32) { self.rawValue = code }

    /// 0: the command succeeded (help and version output count as success).
    public static let success = ExitCode(0)
    /// 1: running the command failed.
    public static let failure = ExitCode(1)
    /// 64 (`EX_USAGE`): the command line was wrong.
    public static let usageError = ExitCode(64)

    /// True for ``success``.
    public var isSuccess: Bool { rawValue == 0 }

    public var description: String { "exit code \(rawValue)" }
}

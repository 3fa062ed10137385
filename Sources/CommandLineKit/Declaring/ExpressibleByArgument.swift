/// A type whose values can be written on a command line.
///
/// String-backed enums conform by declaring it; their cases become the accepted values
/// and are listed in help:
/// ```swift
/// enum KDFChoice: String, CaseIterable, ExpressibleByArgument { case scrypt, pbkdf2 }
/// @Option(help: "Key derivation function.") var kdf: KDFChoice = .scrypt
/// ```
public protocol ExpressibleByArgument: Sendable {
    /// The value written as `argument`, or nil when the text is not one.
    init?(argument: String)

    /// The complete list of accepted spellings, when there is one (enum cases); empty otherwise.
    static var allValueStrings: [String] { get }

    /// What a valid value looks like, completing "expected …" in an error message.
    static var valueExpectation: String { get }

    /// How this value is written on a command line (help shows defaults this way).
    var argumentDescription: String { get }
}

extension ExpressibleByArgument {
    public static var allValueStrings: [String] { [] }

    public static var valueExpectation: String {
        allValueStrings.isEmpty ? "a valid value" : "one of " + allValueStrings.joined(separator: ", ")
    }

    public var argumentDescription: String { String(describing: self) }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    public var argumentDescription: String { rawValue }
}

extension String: ExpressibleByArgument {
    public init?(argument: String) { self = argument }

    public static var valueExpectation: String { "text" }
}

extension ExpressibleByArgument where Self: FixedWidthInteger {
    public init?(argument: String) { self.init(argument, radix: 10) }

    public static var valueExpectation: String { "an integer from \(Self.min) to \(Self.max)" }
}

extension Int: ExpressibleByArgument {}
extension Int64: ExpressibleByArgument {}
extension UInt: ExpressibleByArgument {}
extension UInt16: ExpressibleByArgument {}
extension UInt32: ExpressibleByArgument {}
extension UInt64: ExpressibleByArgument {}

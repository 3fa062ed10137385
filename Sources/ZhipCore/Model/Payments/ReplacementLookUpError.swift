/// Why ``ReplacementLookUp`` found nothing to replace: the node could not be asked, or the
/// transaction cannot be replaced (``ReplacementError``, each with what to do instead).
public enum ReplacementLookUpError: Error, Equatable, Sendable, CustomStringConvertible {
    case node(TransactionsError)
    case refused(ReplacementError)

    public var description: String {
        switch self {
        case .node(let error): "\(error)"
        case .refused(let refusal): "\(refusal)"
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space of any kind (spaces, tabs, line breaks
    /// including CR LF, no-break spaces).
    func trimmingWhitespace() -> Substring {
        // `isWhitespace` also covers "\r\n", which Swift treats as one Character.
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        let sub = Substring(self)
        guard let first = sub.firstIndex(where: { !isSpace($0) }),
            let last = sub.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return sub[first...last]
    }
}

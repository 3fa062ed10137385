extension StringProtocol {
    /// The text without leading and trailing spaces, tabs, carriage returns and newlines.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let sub = Substring(self)
        guard let first = sub.firstIndex(where: { !isSpace($0) }),
            let last = sub.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return sub[first...last]
    }
}

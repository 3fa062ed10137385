/// Where a ``WaitingLine`` is drawn: standard error for a command, the progress line for the
/// interactive app.
protocol WaitingSurface: Sendable {
    /// Shows `text`, replacing the line drawn before.
    func draw(_ text: String) async

    /// Clears the line.
    func clear() async
}

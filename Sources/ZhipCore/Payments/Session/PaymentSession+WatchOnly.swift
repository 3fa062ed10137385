extension PaymentSession {
    /// `facts` with ``PaymentFacts/senderIsWatchOnly`` filled from the home's watched accounts
    /// (``PaymentEnvironment/watchedAccounts``): what ``WatchOnlyRule`` judges.
    /// - Throws: ``TransactionsError/persistence(_:)`` when the list cannot be read (no home: none is watched).
    func watchOnlyMarked(_ facts: PaymentFacts) throws(TransactionsError) -> PaymentFacts {
        guard let sender = facts.sender, let watching = currentEnvironment.watchedAccounts else { return facts }
        var marked = facts
        do throws(WatchedAccountError) {
            marked.senderIsWatchOnly = try watching.isWatched(sender)
        } catch .storage(.noHomeDirectory) {
            return facts
        } catch .storage(let error) {
            throw .persistence(error)
        } catch {
            // isWatched reads the list and throws nothing but its storage's errors.
            return facts
        }
        return marked
    }
}

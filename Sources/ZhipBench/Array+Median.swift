extension Array where Element == Double {
    /// The middle value once sorted; for an even count, the mean of the two middle values.
    /// Not a number for an empty array.
    var median: Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

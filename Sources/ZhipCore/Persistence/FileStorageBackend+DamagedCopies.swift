import Foundation

extension FileStorageBackend {
    /// The damaged copies of the file that a load moved aside (`<file>.corrupt-<UTC time>`),
    /// oldest first: what a reader needs to tell "nothing was ever saved" from "what was saved is
    /// lost" once the damaged file is gone.
    public var damagedCopies: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(fileName + ".corrupt-") }.sorted().map { directory + "/" + $0 }
    }
}

extension AtomicFileError {
    /// The step of an atomic write that failed.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// Creating the temporary file beside the target (`O_CREAT | O_EXCL`).
        case createTemporaryFile
        /// Setting the temporary file's mode, whatever the umask.
        case chmod
        /// Writing the contents.
        case write
        /// Flushing the contents to disk.
        case fsync
        /// Closing the temporary file.
        case close
        /// Renaming the temporary file over the target.
        case rename
        /// Linking the temporary file to the new name (which fails rather than replaces).
        case link
        /// Reserving the new name with `O_CREAT | O_EXCL` where there are no hard links.
        case reserveName
        /// Opening the directory to flush it.
        case openDirectory
        /// Flushing the directory, so that the new name survives a crash.
        case fsyncDirectory

        /// The step in a few words, e.g. `fsync directory`.
        public var description: String {
            switch self {
            case .createTemporaryFile: "create temporary file"
            case .chmod: "chmod"
            case .write: "write"
            case .fsync: "fsync"
            case .close: "close"
            case .rename: "rename"
            case .link: "link"
            case .reserveName: "create"
            case .openDirectory: "open directory"
            case .fsyncDirectory: "fsync directory"
            }
        }

        /// True for the steps on the directory, which come after the file is in place.
        public var isDirectoryStep: Bool {
            self == .openDirectory || self == .fsyncDirectory
        }
    }
}

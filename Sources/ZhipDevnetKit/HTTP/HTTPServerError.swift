import Glibc

/// Why the HTTP server could not start; each case says what was wrong and how to fix it.
public enum HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `start()` was called on a server that is running or was stopped; make a new `HTTPServer`.
    case alreadyStarted
    /// The listening socket could not be created (`errno` from `socket(2)` or `setsockopt(2)`).
    case socketFailed(errno: Int32)
    /// The address and port could not be bound, most often because another process uses the port.
    case bindFailed(address: String, port: UInt16, errno: Int32)
    /// `listen(2)` failed.
    case listenFailed(errno: Int32)
    /// The server's internal wake-up pipe could not be created (out of file descriptors).
    case wakePipeFailed(errno: Int32)
    /// The epoll set that watches idle connections could not be created (out of file descriptors).
    case pollerFailed(errno: Int32)

    public var description: String {
        switch self {
        case .alreadyStarted:
            "the server was already started: create a new HTTPServer to serve again"
        case .socketFailed(let code):
            "could not create the listening socket (\(Self.text(code))): check the process's file descriptor limit"
        case .bindFailed(let address, let port, let code) where code == EADDRINUSE:
            "port \(port) on \(address) is already in use: stop the other process or choose another port (0 picks a free one)"
        case .bindFailed(let address, let port, let code):
            "could not bind \(address) port \(port) (\(Self.text(code))): choose another port (0 picks a free one)"
        case .listenFailed(let code):
            "could not listen on the socket (\(Self.text(code)))"
        case .wakePipeFailed(let code):
            "could not create the server's wake-up pipe (\(Self.text(code))): check the process's file descriptor limit"
        case .pollerFailed(let code):
            "could not create the server's epoll set (\(Self.text(code))): check the process's file descriptor limit"
        }
    }

    private static func text(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "errno \(code)" }
        return "\(String(cString: message)), errno \(code)"
    }
}

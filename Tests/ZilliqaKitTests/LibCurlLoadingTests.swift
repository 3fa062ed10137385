import Testing

@testable import ZilliqaKit

@Suite("Loading libcurl")
struct LibCurlLoadingTests {
    @Test(
        "a libcurl that cannot be loaded, or lacks a function, is libcurlUnavailable with the loader's reason",
        arguments: [
            ("libcurl-that-is-not-installed.so.4", "libcurl-that-is-not-installed.so.4"),
            // The C library loads, but has no curl_global_init.
            ("libc.so.6", "curl_global_init"),
        ])
    func unavailable(soname: String, reasonNames: String) {
        // Act
        let result = LibCurl.load(soname)

        // Assert
        guard case .failure(.libcurlUnavailable(let reason)) = result else {
            Issue.record("loading \(soname) gave \(result)")
            return
        }
        #expect(reason.contains(reasonNames))
    }

    @Test("a missing libcurl says to install Debian's libcurl4")
    func missingLibraryAdvice() {
        // Arrange
        let error = TransportError.libcurlUnavailable("libcurl.so.4: cannot open shared object file")

        // Act
        let description = error.description

        // Assert
        #expect(description.contains("sudo apt-get install libcurl4"))
        #expect(!error.isTransient)
    }

    @Test("the installed libcurl loads")
    func installedLibrary() throws {
        // Act
        let result = LibCurl.load(LibCurl.soname)

        // Assert
        _ = try result.get()
    }
}

import Testing
import ZilliqaKit

@Suite("Keccak-256")
struct Keccak256Tests {
    @Test("the empty input hashes to Keccak-256's known digest, not SHA3-256's")
    func emptyInput() {
        let digest = Keccak256.hash([UInt8]())

        #expect(Hex.encode(digest) == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470")
    }

    @Test("1000 random inputs of 0 to 300 bytes hash as pycryptodome hashes them")
    func pycryptodomeVectors() throws {
        let vectors = try Fixtures.keccak256()

        let mismatches = vectors.indices.filter {
            Hex.encode(Keccak256.hash([UInt8](hex: vectors[$0].input))) != vectors[$0].digest
        }

        #expect(vectors.count == 1000)
        #expect(mismatches == [])
    }

    @Test("a slice hashes as the same bytes in an array")
    func sliceInput() {
        let bytes: [UInt8] = Array(0..<100)

        #expect(Keccak256.hash(bytes[10..<50]) == Keccak256.hash(Array(bytes[10..<50])))
    }
}

// The one function of CKeccak: Crypto++ does the hashing, this only adapts the call.
#include "zhip_keccak.h"

#include <crypto++/keccak.h>

extern "C" void zhip_keccak256(const uint8_t *data, size_t length, uint8_t out[32]) {
    static const uint8_t empty = 0;
    CryptoPP::Keccak_256 hash;
    hash.CalculateDigest(out, length == 0 ? &empty : data, length);
}

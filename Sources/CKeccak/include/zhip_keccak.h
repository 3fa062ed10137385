// Keccak-256 (the original Keccak padding, as Ethereum uses it; not NIST SHA3-256),
// computed by Crypto++'s CryptoPP::Keccak_256. A C interface so that Swift can call it.
#ifndef ZHIP_KECCAK_H
#define ZHIP_KECCAK_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes the 32-byte Keccak-256 digest of `length` bytes at `data` into `out`.
/// `data` may be NULL when `length` is 0.
void zhip_keccak256(const uint8_t *data, size_t length, uint8_t out[32]);

#ifdef __cplusplus
}
#endif

#endif

// libsecp256k1 0.2, as Debian's libsecp256k1-dev ships it, with its recovery module
// (recoverable ECDSA signatures, for EVM transactions).
#include <secp256k1.h>
#include <secp256k1_recovery.h>

// Swift 6 refuses a mutable C global such as secp256k1_context_static; an inline
// accessor hands the same read-only context to Swift as a plain function result.
static inline const secp256k1_context *zhip_secp256k1_context_static(void) {
    return secp256k1_context_static;
}

// libsodium, as Debian's libsodium-dev ships it: hashing, HMAC, scrypt, Argon2id, randomness.
#include <sodium.h>

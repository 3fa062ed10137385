// OpenSSL 3 libcrypto, as Debian's libssl-dev ships it: AES-128-CTR and PBKDF2-HMAC-SHA256.
#include <openssl/evp.h>
#include <openssl/crypto.h>
#include <openssl/err.h>

#!/usr/bin/env python3
"""Writes Tests/ZilliqaKitTests/Fixtures/legacy-message-sign.json: ZilPay's message signatures of the
legacy (zil1) account, made with pyzil.

ZilPay's `wallet.sign(message)` (zilpay/zil-pay `background/services/zilpay-legacy.ts`, and the
same in ZilPay 1.x and zilpay-core) signs SHA-256 of the message's UTF-8 with Zilliqa's EC-Schnorr
and answers `{signature, message, publicKey}`: r || s as 128 lowercase hex digits without 0x, and the
33-byte compressed public key. The Swift code hashes with libsodium's SHA-256 and signs with its own
EC-Schnorr over libsecp256k1; these answers come from Python's hashlib and pyzil's
`schnorr.sign_with_k` (pyzil 1.5.22) with a nonce k drawn here and written beside the signature (ZilPay
and pyzil draw their nonces at random, so only a given k makes a signature reproducible), so a match
is a check and not a tautology. Messages are drawn from random.Random with a fixed seed, plus edges:
the empty message, text that starts with 0x (signed as its text), non-ASCII text and a long one.

    python3 -m venv /tmp/venv-zil && apt-get install libgmp-dev
    /tmp/venv-zil/bin/pip install fastecdsa pycryptodome && /tmp/venv-zil/bin/pip install --no-deps pyzil
    /tmp/venv-zil/bin/python scripts/legacy-message-fixtures.py

Each vector: privateKey, message (the text), hash (SHA-256 of its UTF-8), k (the nonce), signature
(pyzil's r || s with that k) and publicKey (compressed).
"""

import hashlib
import json
import os
import random

from pyzil.crypto import schnorr

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ZilliqaKitTests", "Fixtures")
CURVE_ORDER = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789.,!?-✓ü日本"


def private_key(rng: random.Random) -> bytes:
    while True:
        candidate = rng.randbytes(32)
        if 1 <= int.from_bytes(candidate, "big") < CURVE_ORDER:
            return candidate


def vector(rng: random.Random, secret: bytes, message: str) -> dict:
    digest = hashlib.sha256(message.encode()).digest()
    k = int.from_bytes(private_key(rng), "big")
    signature = schnorr.sign_with_k(digest, secret, k)
    public = schnorr.get_public_key(int.from_bytes(secret, "big"))
    public_bytes = schnorr.encode_public(public.x, public.y)
    assert schnorr.verify(digest, signature, public_bytes)
    return {
        "privateKey": secret.hex(),
        "message": message,
        "hash": digest.hex(),
        "k": k.to_bytes(32, "big").hex(),
        "signature": signature.hex(),
        "publicKey": public_bytes.hex(),
    }


def main() -> None:
    rng = random.Random(0x5A11)
    edges = ["", "0x1234", "Zhip ✓ Zilliqa", "I own zil1 and 0x alike", "".join(rng.choice(ALPHABET) for _ in range(1000))]
    messages = edges + ["".join(rng.choice(ALPHABET) for _ in range(rng.randrange(1, 120))) for _ in range(25)]
    vectors = [vector(rng, private_key(rng), message) for message in messages]
    with open(os.path.join(FIXTURES, "legacy-message-sign.json"), "w") as file:
        json.dump(vectors, file, indent=1, ensure_ascii=False)
        file.write("\n")


if __name__ == "__main__":
    main()

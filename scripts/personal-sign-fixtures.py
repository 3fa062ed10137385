#!/usr/bin/env python3
"""Writes Tests/ZilliqaKitTests/Fixtures/evm-personal-sign.json from eth-account (EIP-191 personal_sign).

The Swift code hashes with Crypto++'s Keccak-256 and signs with libsecp256k1; these answers come from
eth-account (`encode_defunct`, `Account.sign_message`, `Account.recover_message`), so a match is a
check and not a tautology. Messages are drawn from random.Random with a fixed seed, plus the edges: an
empty message, text that starts with 0x (signed as its UTF-8, as --message does), non-ASCII text, and
a message of 1000 bytes. Running the script again writes the same bytes; the JSON is committed.

    python3 -m venv /tmp/venv-msg && /tmp/venv-msg/bin/pip install eth-account
    /tmp/venv-msg/bin/python scripts/personal-sign-fixtures.py

Each vector: privateKey, message (hex of the bytes signed), hash (EIP-191 version 0x45 digest),
signature (r || s || v, v 27 or 28, as eth-account writes it) and address (EIP-55).
"""

import json
import os
import random

from eth_account import Account
from eth_account.messages import _hash_eip191_message, encode_defunct

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ZilliqaKitTests", "Fixtures")
CURVE_ORDER = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def private_key(rng: random.Random) -> bytes:
    while True:
        candidate = rng.randbytes(32)
        if 1 <= int.from_bytes(candidate, "big") < CURVE_ORDER:
            return candidate


def vector(secret: bytes, message: bytes) -> dict:
    signable = encode_defunct(primitive=message)
    signed = Account.sign_message(signable, secret)
    assert Account.recover_message(signable, signature=signed.signature) == Account.from_key(secret).address
    return {
        "privateKey": secret.hex(),
        "message": message.hex(),
        "hash": _hash_eip191_message(signable).hex(),
        "signature": bytes(signed.signature).hex(),
        "address": Account.from_key(secret).address,
    }


def main() -> None:
    rng = random.Random(0x191)
    edges = [b"", "0x1234".encode(), "Zhip ✓ Zilliqa".encode(), rng.randbytes(1000)]
    messages = edges + [rng.randbytes(rng.randrange(1, 200)) for _ in range(46)]
    vectors = [vector(private_key(rng), message) for message in messages]
    with open(os.path.join(FIXTURES, "evm-personal-sign.json"), "w") as file:
        json.dump(vectors, file, indent=1)
        file.write("\n")


if __name__ == "__main__":
    main()

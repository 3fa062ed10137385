#!/usr/bin/env python3
"""Writes Tests/ZilliqaKitTests/Fixtures/ethereum-keystores.json: Ethereum v3 keystores from outside this code.

ZilliqaKit reads and writes Ethereum's v3 keystore (Keccak-256 MAC) beside Zilliqa's (HMAC-SHA256 MAC).
These keystores come from other implementations, so decrypting them is a check and not a tautology:

  web3-pbkdf2, web3-scrypt  the two test vectors of the Web3 Secret Storage Definition (ethereum.org),
                            copied as the definition prints them (no address field); the script checks
                            that eth-account decrypts them to the definition's key
  eth-account-*             keystores eth-account (eth-keyfile) writes, pbkdf2 and scrypt at small costs
                            so the tests stay fast; eth-keyfile writes the address EIP-55 without 0x

eth-keyfile draws the salt, iv and id from the system's randomness; here they come from random.Random
with a fixed seed instead, so running the script again writes the same bytes. The JSON file is
committed, so the tests need no Python; run this only to change the fixtures. It also writes the
FuzzKeystore seed Fuzz/corpus/FuzzKeystore/ethereum-scrypt-n16-valid.json (the fuzz target's
password, scrypt n=16), so the fuzzer starts from an Ethereum keystore too.

    python3 -m venv /tmp/ksvenv && /tmp/ksvenv/bin/pip install eth-account
    /tmp/ksvenv/bin/python scripts/ethereum-keystore-fixtures.py

The other direction, a keystore ZilliqaKit wrote opened by eth-account:

    zhip-cli keystore new --format ethereum --kdf pbkdf2 --out /tmp/eth.json
    /tmp/ksvenv/bin/python scripts/ethereum-keystore-fixtures.py --verify /tmp/eth.json   # asks the password

It prints the key's EIP-55 address (never the key), which must equal the one zhip-cli printed.
"""

import getpass
import json
import os
import random
import sys
import uuid

import eth_keyfile.keyfile
from eth_account import Account

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIXTURES = os.path.join(ROOT, "Tests", "ZilliqaKitTests", "Fixtures")
FUZZ_SEED = os.path.join(ROOT, "Fuzz", "corpus", "FuzzKeystore", "ethereum-scrypt-n16-valid.json")
CURVE_ORDER = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141

DEFINITION_KEY = "7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d"
DEFINITION_PASSWORD = "testpassword"
DEFINITION_VECTORS = {
    "web3-pbkdf2": {
        "crypto": {
            "cipher": "aes-128-ctr",
            "cipherparams": {"iv": "6087dab2f9fdbbfaddc31a909735c1e6"},
            "ciphertext": "5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46",
            "kdf": "pbkdf2",
            "kdfparams": {
                "c": 262144,
                "dklen": 32,
                "prf": "hmac-sha256",
                "salt": "ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd",
            },
            "mac": "517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2",
        },
        "id": "3198bc9c-6672-5ab3-d995-4942343ae5b6",
        "version": 3,
    },
    "web3-scrypt": {
        "crypto": {
            "cipher": "aes-128-ctr",
            "cipherparams": {"iv": "83dbcc02d8ccb40e466191a123791e0e"},
            "ciphertext": "d172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c",
            "kdf": "scrypt",
            "kdfparams": {
                "dklen": 32,
                "n": 262144,
                "p": 8,
                "r": 1,
                "salt": "ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19",
            },
            "mac": "2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097",
        },
        "id": "3198bc9c-6672-5ab3-d995-4942343ae5b6",
        "version": 3,
    },
}

# (name, kdf, cost, password): eth-keyfile writes scrypt with r=8 p=1 and a 16-byte salt.
ETH_ACCOUNT_CASES = [
    ("eth-account-pbkdf2", "pbkdf2", 1024, "eth-account-password-1"),
    ("eth-account-scrypt", "scrypt", 1024, "eth-account-password-2"),
    ("eth-account-pbkdf2-unicode", "pbkdf2", 1024, "pässwörd-ünïcødé-3"),
    ("eth-account-scrypt-16", "scrypt", 16, "eth-account-password-4"),
]


def private_key(rng: random.Random) -> bytes:
    while True:
        candidate = rng.randbytes(32)
        if 1 <= int.from_bytes(candidate, "big") < CURVE_ORDER:
            return candidate


def seeded(rng: random.Random):
    """eth-keyfile's randomness (salt, iv, id) from `rng`, so the output is reproducible."""
    eth_keyfile.keyfile.Random.get_random_bytes = rng.randbytes
    eth_keyfile.keyfile.uuid4 = lambda: uuid.UUID(bytes=rng.randbytes(16), version=4)


def definition_vectors():
    out = []
    for name, keystore in DEFINITION_VECTORS.items():
        decrypted = Account.decrypt(keystore, DEFINITION_PASSWORD).hex()
        assert decrypted.removeprefix("0x") == DEFINITION_KEY, name
        out.append({
            "name": name, "privateKey": DEFINITION_KEY, "password": DEFINITION_PASSWORD,
            "evmAddress": Account.from_key(bytes.fromhex(DEFINITION_KEY)).address,
            "keystore": json.dumps(keystore, sort_keys=True),
        })
    return out


def eth_account_keystores():
    rng = random.Random(0xE7E5_7013)
    seeded(rng)
    out = []
    for name, kdf, cost, password in ETH_ACCOUNT_CASES:
        secret = private_key(rng)
        keystore = Account.encrypt(secret, password, kdf=kdf, iterations=cost)
        assert Account.decrypt(keystore, password) == secret, name
        out.append({
            "name": name, "privateKey": secret.hex(), "password": password,
            "evmAddress": Account.from_key(secret).address,
            "keystore": json.dumps(keystore, sort_keys=True),
        })
    return out


def fuzz_seed():
    rng = random.Random(0xF022)
    seeded(rng)
    return Account.encrypt(private_key(rng), "strong_password", kdf="scrypt", iterations=16)


def verify(path: str) -> None:
    with open(path) as file:
        keystore = json.load(file)
    password = os.environ.get("ZHIP_PASSWORD") or getpass.getpass("Keystore password: ")
    print(Account.from_key(Account.decrypt(keystore, password)).address)


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--verify":
        verify(sys.argv[2])
        return
    vectors = definition_vectors() + eth_account_keystores()
    with open(os.path.join(FIXTURES, "ethereum-keystores.json"), "w") as file:
        json.dump(vectors, file, indent=1, ensure_ascii=False)
        file.write("\n")
    with open(FUZZ_SEED, "w") as file:
        json.dump(fuzz_seed(), file, sort_keys=True)


if __name__ == "__main__":
    main()

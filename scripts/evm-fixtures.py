#!/usr/bin/env python3
"""Writes the EVM test vectors in Tests/ZilliqaKitTests/Fixtures/ from independent Python libraries.

The Swift code hashes, signs, encodes and builds transactions with Crypto++ and libsecp256k1; these
vectors come from other implementations (pycryptodome, eth-utils, eth-keys, rlp, eth-account), so a
match is a check and not a tautology. Every value is drawn from random.Random with a fixed seed:
running the script again writes the same bytes. The JSON files are committed, so the tests need no
Python; run this only to change the vectors.

    python3 -m venv /tmp/evmvenv && /tmp/evmvenv/bin/pip install eth-account pycryptodome
    /tmp/evmvenv/bin/python scripts/evm-fixtures.py

Files (every byte string is lowercase hex without 0x; big integers are decimal strings):
  evm-keccak256.json     1000 random inputs (0..300 bytes) and pycryptodome's Keccak-256 (digest_bits=256)
  evm-eip55.json         100 random addresses and eth-utils' to_checksum_address
  evm-ecdsa.json         50 random keys and 32-byte hashes, eth-keys' recoverable signature (r, s, recid)
                         and the key's address
  evm-rlp.json           random nested items and integers with pyrlp's encoding
  evm-transactions.json  50 legacy EIP-155 and 50 EIP-1559 transactions signed by eth-account
"""

import json
import os
import random

import rlp
from Crypto.Hash import keccak
from eth_account import Account
from eth_keys import keys
from eth_utils import to_checksum_address

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ZilliqaKitTests", "Fixtures")
CURVE_ORDER = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def keccak256(data: bytes) -> bytes:
    return keccak.new(digest_bits=256, data=data).digest()


def private_key(rng: random.Random) -> bytes:
    while True:
        candidate = rng.randbytes(32)
        if 1 <= int.from_bytes(candidate, "big") < CURVE_ORDER:
            return candidate


def write(name: str, value) -> None:
    with open(os.path.join(FIXTURES, name), "w") as file:
        json.dump(value, file, indent=1)
        file.write("\n")


def keccak_vectors():
    rng = random.Random(0x6B656363)
    lengths = list(range(0, 301)) + [rng.randrange(0, 301) for _ in range(699)]
    return [{"input": data.hex(), "digest": keccak256(data).hex()} for data in (rng.randbytes(n) for n in lengths)]


def eip55_vectors():
    rng = random.Random(0x0E1B55)
    out = []
    for _ in range(100):
        lower = rng.randbytes(20).hex()
        out.append({"lowercase": lower, "checksummed": to_checksum_address("0x" + lower)})
    return out


def ecdsa_vectors():
    rng = random.Random(0xEC05A)
    out = []
    for _ in range(50):
        secret = private_key(rng)
        digest = rng.randbytes(32)
        key = keys.PrivateKey(secret)
        signature = key.sign_msg_hash(digest)
        out.append({
            "privateKey": secret.hex(),
            "hash": digest.hex(),
            "r": signature.r.to_bytes(32, "big").hex(),
            "s": signature.s.to_bytes(32, "big").hex(),
            "recoveryID": signature.v,
            "address": key.public_key.to_checksum_address(),
        })
    return out


def random_item(rng: random.Random, depth: int):
    if depth < 4 and rng.random() < 0.3:
        return [random_item(rng, depth + 1) for _ in range(rng.choice([0, 1, 2, 3, 5, 12]))]
    kind = rng.randrange(5)
    if kind == 0:
        return b""
    if kind == 1:
        return bytes([rng.randrange(0, 256)])
    if kind == 2:
        return rng.randbytes(rng.randrange(2, 56))
    if kind == 3:
        return rng.randbytes(55 + rng.randrange(0, 3))
    return rng.randbytes(rng.randrange(56, 400))


def as_json(item):
    return [as_json(child) for child in item] if isinstance(item, list) else item.hex()


def rlp_vectors():
    rng = random.Random(0x121F)
    items = [random_item(rng, 0) for _ in range(200)]
    items.append([rng.randbytes(300) for _ in range(3)])  # a list whose payload needs two length bytes
    edges = [0, 1, 0x7F, 0x80, 0xFF, 0x100, 0xFFFF, 2**64 - 1, 2**64, 2**128 - 1]
    integers = edges + [rng.randrange(0, 2 ** rng.randrange(1, 129)) for _ in range(100)]
    return {
        "items": [{"item": as_json(item), "encoded": rlp.encode(item).hex()} for item in items],
        "integers": [{"value": str(value), "encoded": rlp.encode(value).hex()} for value in integers],
    }


def transaction_vectors():
    rng = random.Random(0x7EA)
    chain_ids = [1, 32769, 33101, 0x8001, 5, 1337]
    out = []
    for index in range(100):
        secret = private_key(rng)
        kind = 0 if index % 2 == 0 else 2
        nonce = rng.choice([0, rng.randrange(0, 1000), rng.randrange(0, 2**64)])
        chain_id = rng.choice(chain_ids + [rng.randrange(1, 2**32)])
        gas = rng.choice([21000, rng.randrange(21000, 2**32), rng.randrange(0, 2**64)])
        to = to_checksum_address("0x" + rng.randbytes(20).hex())
        value = rng.choice([0, 10**18, rng.randrange(0, 2**64), rng.randrange(0, 2**128)])
        data = rng.randbytes(rng.choice([0, 0, 1, rng.randrange(2, 56), rng.randrange(56, 300)]))
        fields = {"nonce": nonce, "gas": gas, "to": to, "value": value, "data": data, "chainId": chain_id}
        vector = {"type": kind, "privateKey": secret.hex(), "nonce": str(nonce), "gasLimit": str(gas),
                  "to": to, "value": str(value), "data": data.hex(), "chainId": str(chain_id)}
        if kind == 0:
            gas_price = rng.choice([4761904800000, 0, rng.randrange(0, 2**128)])
            fields["gasPrice"] = gas_price
            vector["gasPrice"] = str(gas_price)
        else:
            max_fee = rng.choice([4761904800000, rng.randrange(0, 2**128)])
            priority = rng.choice([0, rng.randrange(0, max_fee + 1)])
            fields.update({"type": 2, "maxFeePerGas": max_fee, "maxPriorityFeePerGas": priority, "accessList": []})
            vector.update({"maxFeePerGas": str(max_fee), "maxPriorityFeePerGas": str(priority)})
        signed = Account.sign_transaction(fields, secret)
        vector.update({
            "sender": Account.from_key(secret).address,
            "v": str(signed.v),
            "r": signed.r.to_bytes(32, "big").hex(),
            "s": signed.s.to_bytes(32, "big").hex(),
            "raw": signed.raw_transaction.hex().removeprefix("0x"),
            "hash": signed.hash.hex().removeprefix("0x"),
        })
        out.append(vector)
    return out


if __name__ == "__main__":
    write("evm-keccak256.json", keccak_vectors())
    write("evm-eip55.json", eip55_vectors())
    write("evm-ecdsa.json", ecdsa_vectors())
    write("evm-rlp.json", rlp_vectors())
    write("evm-transactions.json", transaction_vectors())

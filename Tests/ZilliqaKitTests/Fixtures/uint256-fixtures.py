#!/usr/bin/env python3
"""Writes uint256.json beside this script: known answers for UInt256 from Python's own int.

Python's integers are exact and unbounded, so they are the reference for the 256-bit arithmetic:
each case is computed on int and then checked against 2^256 - 1. Values are random (fixed seed,
so running the script again writes the same bytes) at every width from 0 to 256 bits, mixed with
the edges (0, 1, 2^64 - 1, 2^64, 2^128 - 1, 2^128, 2^255, 2^256 - 1). The JSON is committed, so
the tests need no Python; run this only to change the cases:

    python3 Tests/ZilliqaKitTests/Fixtures/uint256-fixtures.py

Every number is a decimal string; "overflow" stands for a result past 2^256 - 1 (or below zero).
  add, subtract, multiply  a, b and the result
  divide                   a, b (never zero), quotient and remainder (a // b, a % b)
  bytes                    a value and its 32 big-endian bytes as lowercase hex
  bigEndian                lowercase hex of 0..40 bytes (leading zeros allowed) and the value, or
                           "overflow" when more than 32 bytes follow the leading zeros
  tokenText                a value, a token's decimals (0..77) and the value written in them:
                           the whole part, then a dot and the fraction without trailing zeros
"""

import json
import os
import random

MAX = 2**256 - 1
EDGES = [0, 1, 2, 10, 2**64 - 1, 2**64, 2**128 - 1, 2**128, 2**192, 2**255, MAX - 1, MAX]

rng = random.Random(256)


def value():
    """A random value of a random width, or an edge one time in four."""
    if rng.random() < 0.25:
        return rng.choice(EDGES)
    return rng.getrandbits(rng.randint(0, 256))


def checked(result):
    return str(result) if 0 <= result <= MAX else "overflow"


def pairs(count):
    edge_pairs = [(a, b) for a in EDGES for b in EDGES]
    return edge_pairs[::7] + [(value(), value()) for _ in range(count)]


def token_text(units, decimals):
    digits = str(units).rjust(decimals + 1, "0")
    whole, fraction = digits[: len(digits) - decimals], digits[len(digits) - decimals :].rstrip("0")
    return whole + ("." + fraction if fraction else "")


def big_endian_case():
    leading = rng.randint(0, 8)
    significant = rng.randint(0, 34)
    body = bytes([rng.randint(1, 255)]) + rng.randbytes(significant - 1) if significant else b""
    data = bytes(leading) + body
    number = int.from_bytes(data, "big")
    return {"hex": data.hex(), "value": str(number) if len(body) <= 32 else "overflow"}


fixture = {
    "add": [{"a": str(a), "b": str(b), "result": checked(a + b)} for a, b in pairs(150)],
    "subtract": [{"a": str(a), "b": str(b), "result": checked(a - b)} for a, b in pairs(150)],
    "multiply": [{"a": str(a), "b": str(b), "result": checked(a * b)} for a, b in pairs(150)]
    + [
        {"a": str(a), "b": str(b), "result": checked(a * b)}
        for a, b in ((rng.getrandbits(128), rng.getrandbits(128)) for _ in range(50))
    ],
    "divide": [
        {"a": str(a), "b": str(b), "quotient": str(a // b), "remainder": str(a % b)}
        for a, b in pairs(150)
        if b != 0
    ],
    "bytes": [{"value": str(v), "hex": v.to_bytes(32, "big").hex()} for v in EDGES + [value() for _ in range(100)]],
    "bigEndian": [big_endian_case() for _ in range(100)],
    "tokenText": [
        {"units": str(v), "decimals": d, "text": token_text(v, d)}
        for v, d in [(v, rng.randint(0, 77)) for v in EDGES + [value() for _ in range(150)]]
        + [(v, d) for v in (0, 1, 12_500_000, MAX) for d in (0, 6, 18, 77)]
    ],
}

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "uint256.json")
with open(path, "w") as out:
    json.dump(fixture, out, indent=1)
    out.write("\n")

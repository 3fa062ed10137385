#!/usr/bin/env python3
"""Writes Tests/ZilliqaKitTests/Fixtures/evm-typed-data.json from eth-account (EIP-712 typed data).

The Swift code encodes and hashes typed data itself (Crypto++'s Keccak-256) and signs with
libsecp256k1; these answers come from eth-account (`encode_typed_data(full_message=…)`,
`Account.sign_message`, `Account.recover_message`), so a match is a check and not a tautology.

The first vector is the EIP-712 specification's own example (Mail from Cow to Bob, the key
keccak256("cow")), checked here against the digest and signature the EIP prints. The rest are drawn
from random.Random with a fixed seed: every atomic type (uint8…uint256, int8…int256, bytes1…bytes32,
bytes, string, bool, address), numbers as JSON numbers, decimal strings and 0x hex, nested structs,
arrays of atoms and of structs, fixed and dynamic, two-dimensional, empty arrays, and domains with any
subset of the five EIP-712 domain fields. Every vector is one that eth-account and MetaMask's
eth_signTypedData_v4 encode alike (the domain's types in the EIP's order, every field present, one
primary type). Running the script again writes the same bytes; the JSON is committed.

    python3 -m venv /tmp/venv-712 && /tmp/venv-712/bin/pip install eth-account
    /tmp/venv-712/bin/python scripts/typed-data-fixtures.py

Each vector: privateKey, typedData (the JSON document signed), hash (the EIP-712 digest),
signature (r || s || v, v 27 or 28) and address (EIP-55).
"""

import json
import os
import random

from eth_account import Account
from eth_account.messages import _hash_eip191_message, encode_typed_data
from eth_utils import keccak, to_checksum_address

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ZilliqaKitTests", "Fixtures")
CURVE_ORDER = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
DOMAIN_FIELDS = [
    ("name", "string"),
    ("version", "string"),
    ("chainId", "uint256"),
    ("verifyingContract", "address"),
    ("salt", "bytes32"),
]
ATOMS = (
    [f"uint{8 * n}" for n in range(1, 33)]
    + [f"int{8 * n}" for n in range(1, 33)]
    + [f"bytes{n}" for n in range(1, 33)]
    + ["bytes", "string", "bool", "address"]
)
WORDS = ["Cow", "Bob", "Zilliqa", "Zhip ✓", "naïve", "日本", "", "0x1234", "line\nbreak", "a b c"]

EIP712_EXAMPLE = {
    "types": {
        "EIP712Domain": [
            {"name": "name", "type": "string"},
            {"name": "version", "type": "string"},
            {"name": "chainId", "type": "uint256"},
            {"name": "verifyingContract", "type": "address"},
        ],
        "Person": [{"name": "name", "type": "string"}, {"name": "wallet", "type": "address"}],
        "Mail": [
            {"name": "from", "type": "Person"},
            {"name": "to", "type": "Person"},
            {"name": "contents", "type": "string"},
        ],
    },
    "primaryType": "Mail",
    "domain": {
        "name": "Ether Mail",
        "version": "1",
        "chainId": 1,
        "verifyingContract": "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC",
    },
    "message": {
        "from": {"name": "Cow", "wallet": "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826"},
        "to": {"name": "Bob", "wallet": "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB"},
        "contents": "Hello, Bob!",
    },
}
# What the EIP prints for its example (eip-712.md, "Test cases", and its Example.js output).
EIP712_EXAMPLE_DIGEST = "be609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2"
EIP712_EXAMPLE_SIGNATURE = (
    "4355c47d63924e8a72e509b65029052eb6c299d53a04e167c5775fd466751c9d"
    "07299936d304c153f6443dfa05f40ff007d72911b6f72307f996231605b91562"
    "1c"
)


def private_key(rng: random.Random) -> bytes:
    while True:
        candidate = rng.randbytes(32)
        if 1 <= int.from_bytes(candidate, "big") < CURVE_ORDER:
            return candidate


def number_text(rng: random.Random, value: int, signed: bool):
    """A JSON number when it is small, else a decimal string or (unsigned) 0x hex, as dapps write them."""
    style = rng.randrange(3)
    if style == 0 and -(2**53) < value < 2**53:
        return value
    if style == 1 or signed and value < 0:
        return str(value)
    return hex(value)


def atom_value(rng: random.Random, atom: str):
    if atom.startswith("uint"):
        bits = int(atom[4:])
        value = rng.choice([0, 1, 2**bits - 1, rng.randrange(2**bits)])
        return number_text(rng, value, False)
    if atom.startswith("int"):
        bits = int(atom[3:])
        value = rng.choice([0, -1, -(2 ** (bits - 1)), 2 ** (bits - 1) - 1, rng.randrange(-(2 ** (bits - 1)), 2 ** (bits - 1))])
        return number_text(rng, value, True)
    if atom == "bytes":
        return "0x" + rng.randbytes(rng.randrange(0, 80)).hex()
    if atom.startswith("bytes"):
        return "0x" + rng.randbytes(int(atom[5:])).hex()
    if atom == "string":
        return rng.choice(WORDS) + str(rng.randrange(1000))
    if atom == "bool":
        return rng.random() < 0.5
    address = rng.randbytes(20)
    return to_checksum_address(address) if rng.random() < 0.5 else "0x" + address.hex()


def array_value(rng: random.Random, element, dimensions: list):
    """A value for an array type whose innermost elements come from `element`, outermost dimension last."""
    if not dimensions:
        return element()
    *inner, outer = dimensions
    count = outer if outer is not None else rng.randrange(0, 4)
    return [array_value(rng, element, inner) for _ in range(count)]


def random_typed_data(rng: random.Random) -> dict:
    struct_names = rng.sample(["Person", "Asset", "Order", "Item", "Leg", "Group_2", "Zeta"], rng.randrange(1, 4))
    types: dict = {}
    values: dict = {}
    # Build from the leaves up: a struct may use the structs built before it.
    for position, name in enumerate(struct_names):
        fields = []
        for index in range(rng.randrange(1, 6)):
            if position > 0 and rng.random() < 0.4:
                core = rng.choice(struct_names[:position])
            else:
                core = rng.choice(ATOMS)
            dimensions = []
            while rng.random() < 0.3 and len(dimensions) < 2:
                dimensions.append(rng.choice([None, rng.randrange(1, 4)]))
            type_text = core + "".join("[]" if d is None else f"[{d}]" for d in dimensions)
            fields.append({"name": f"f{index}_{core.lower()}", "type": type_text, "core": core, "dims": dimensions})
        types[name] = fields

    def value_of(core: str):
        if core in types:
            return {
                field["name"]: array_value(rng, lambda c=field["core"]: value_of(c), field["dims"])
                for field in types[core]
            }
        return atom_value(rng, core)

    # The primary type: a struct of its own that uses the last one built (so exactly one root).
    root_fields = [{"name": "main", "type": struct_names[-1], "core": struct_names[-1], "dims": []}]
    root_fields += [{"name": "note", "type": "string", "core": "string", "dims": []}]
    types["Root"] = root_fields
    message = value_of("Root")
    # Keep only struct names reachable from Root's last struct, so no unused type (eth-account needs one root).
    used = set()

    def collect(name: str):
        if name in used:
            return
        used.add(name)
        for field in types[name]:
            if field["core"] in types:
                collect(field["core"])

    collect("Root")
    chosen_domain = [(n, t) for n, t in DOMAIN_FIELDS if rng.random() < 0.6] or [DOMAIN_FIELDS[0]]
    domain = {}
    for name, type_ in chosen_domain:
        if name == "chainId":
            domain[name] = rng.choice([1, 32769, 33101, 33103])
        else:
            domain[name] = atom_value(rng, type_)
    clean_types = {
        name: [{"name": f["name"], "type": f["type"]} for f in fields] for name, fields in types.items() if name in used
    }
    clean_types["EIP712Domain"] = [{"name": n, "type": t} for n, t in chosen_domain]
    return {"types": clean_types, "primaryType": "Root", "domain": domain, "message": message}


def vector(secret: bytes, typed_data: dict) -> dict:
    signable = encode_typed_data(full_message=typed_data)
    signed = Account.sign_message(signable, secret)
    assert Account.recover_message(signable, signature=signed.signature) == Account.from_key(secret).address
    return {
        "privateKey": secret.hex(),
        "typedData": typed_data,
        "hash": _hash_eip191_message(signable).hex(),
        "signature": bytes(signed.signature).hex(),
        "address": Account.from_key(secret).address,
    }


def main() -> None:
    example = vector(keccak(text="cow"), EIP712_EXAMPLE)
    assert example["hash"] == EIP712_EXAMPLE_DIGEST, example["hash"]
    assert example["signature"] == EIP712_EXAMPLE_SIGNATURE, example["signature"]
    rng = random.Random(0x712)
    vectors = [example] + [vector(private_key(rng), random_typed_data(rng)) for _ in range(60)]
    with open(os.path.join(FIXTURES, "evm-typed-data.json"), "w") as file:
        json.dump(vectors, file, indent=1, ensure_ascii=False)
        file.write("\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes abi.json beside this script: known ABI answers from eth-abi and eth-utils.

The Swift ABI code hashes with Crypto++ and encodes by hand; these answers come from the Python
libraries every Ethereum tool relies on, so a match is a check and not a tautology. Random values
come from random.Random with a fixed seed: running the script again writes the same bytes. The
JSON is committed, so the tests need no Python; run this only to change the cases:

    python3 -m venv /tmp/venv-abi && /tmp/venv-abi/bin/pip install eth-abi eth-utils
    /tmp/venv-abi/bin/python Tests/ZilliqaKitTests/Fixtures/abi-fixtures.py

Bytes are lowercase hex without 0x, numbers decimal strings, addresses EIP-55.
  selectors     signature and eth-utils' function_signature_to_4byte_selector
  events        signature and eth-utils' event_signature_to_log_topic
  calls         a function, its arguments and selector + eth_abi.encode(parameter types, arguments)
  returns       eth_abi.encode([type], [value]) and the value: uint256, bool, address, string
                (empty, ASCII, multibyte UTF-8, long), bytes32 (a symbol padded with zeros)
  refusals      answers eth_abi.decode refuses, with the type it was asked to read
  reverts       Error(string) and Panic(uint256) revert data: selector + eth_abi.encode
  logs          Transfer and Approval logs: topics [topic0, from, to] and data encode(uint256)
"""

import json
import os
import random

from eth_abi import decode, encode
from eth_utils import (
    event_signature_to_log_topic,
    function_signature_to_4byte_selector,
    to_checksum_address,
)

rng = random.Random(20)
MAX = 2**256 - 1


def address():
    return to_checksum_address(rng.randbytes(20))


def amount():
    return rng.choice([0, 1, MAX, 10**18, rng.getrandbits(rng.randint(1, 256))])


SIGNATURES = {
    "transfer": ["address", "uint256"],
    "approve": ["address", "uint256"],
    "transferFrom": ["address", "address", "uint256"],
    "balanceOf": ["address"],
    "allowance": ["address", "address"],
    "name": [],
    "symbol": [],
    "decimals": [],
    "totalSupply": [],
}


def signature(name, types):
    return f"{name}({','.join(types)})"


def argument(kind):
    if kind == "address":
        return address()
    if kind == "uint256":
        return amount()
    return rng.choice([True, False])


def written(kind, value):
    return str(value) if kind == "uint256" else value


calls = []
for name, types in SIGNATURES.items():
    for _ in range(5 if types else 1):
        arguments = [argument(kind) for kind in types]
        data = function_signature_to_4byte_selector(signature(name, types)) + encode(types, arguments)
        calls.append(
            {
                "function": name,
                "arguments": [{"type": k, "value": written(k, v)} for k, v in zip(types, arguments)],
                "data": data.hex(),
            }
        )

STRINGS = ["", "USD Coin", "Ζήπ 🪙 トークン", "x" * 100, "\u00e9" * 40, "a\u0000b"]
returns = (
    [{"type": "uint256", "value": str(v), "data": encode(["uint256"], [v]).hex()} for v in [0, 1, MAX] + [amount() for _ in range(10)]]
    + [{"type": "bool", "value": v, "data": encode(["bool"], [v]).hex()} for v in [True, False]]
    + [{"type": "address", "value": a, "data": encode(["address"], [a]).hex()} for a in [address() for _ in range(5)]]
    + [{"type": "string", "value": s, "data": encode(["string"], [s]).hex()} for s in STRINGS]
    + [{"type": "bytes32", "value": s, "data": encode(["bytes32"], [s.encode().ljust(32, b"\0")]).hex()} for s in ["MKR", "SAI", "Ζ" * 16]]
)


def refused(kind, data):
    try:
        decode([kind], data)
    except Exception as error:  # eth-abi's DecodingError family, or a ValueError for bad UTF-8
        return {"type": kind, "data": data.hex(), "ethAbi": type(error).__name__}
    raise SystemExit(f"eth-abi accepted {kind} {data.hex()}; choose a refusal it refuses")


word = lambda n: n.to_bytes(32, "big")
refusals = [
    refused("uint256", bytes(31)),
    refused("bool", word(2)),
    refused("bool", word(2**255)),
    refused("address", b"\x01" + bytes(31)),
    refused("string", bytes(0)),
    refused("string", word(64) + word(0)),  # offset past the end
    refused("string", word(2**255) + word(3) + b"abc".ljust(32, b"\0")),  # huge offset
    refused("string", word(32) + word(33) + bytes(32)),  # length past the end
    refused("string", word(32) + word(MAX)),  # huge length
    refused("string", word(32) + word(2) + b"\xff\xfe".ljust(32, b"\0")),  # not UTF-8
]

ERROR = function_signature_to_4byte_selector("Error(string)")
PANIC = function_signature_to_4byte_selector("Panic(uint256)")
messages = ["ERC20: transfer amount exceeds balance", "", "Ζήπ refused 🪙"]
reverts = [{"kind": "error", "message": m, "data": (ERROR + encode(["string"], [m])).hex()} for m in messages] + [
    {"kind": "panic", "code": str(c), "data": (PANIC + encode(["uint256"], [c])).hex()}
    for c in [0x00, 0x01, 0x11, 0x12, 0x21, 0x22, 0x31, 0x32, 0x41, 0x51, 0x99, MAX]
]

events = {
    "Transfer": "Transfer(address,address,uint256)",
    "Approval": "Approval(address,address,uint256)",
}
logs = []
for name, text in events.items():
    for _ in range(4):
        first, second, value = address(), address(), amount()
        topics = [event_signature_to_log_topic(text), encode(["address"], [first]), encode(["address"], [second])]
        logs.append(
            {
                "event": name,
                "first": first,
                "second": second,
                "value": str(value),
                "topics": [t.hex() for t in topics],
                "data": encode(["uint256"], [value]).hex(),
            }
        )

fixture = {
    "selectors": [
        {"signature": signature(n, t), "selector": function_signature_to_4byte_selector(signature(n, t)).hex()}
        for n, t in list(SIGNATURES.items()) + [("Error", ["string"]), ("Panic", ["uint256"])]
    ],
    "events": [{"signature": t, "topic": event_signature_to_log_topic(t).hex()} for t in events.values()],
    "calls": calls,
    "returns": returns,
    "refusals": refusals,
    "reverts": reverts,
    "logs": logs,
}

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "abi.json")
with open(path, "w") as out:
    json.dump(fixture, out, indent=1, ensure_ascii=False)
    out.write("\n")

#!/usr/bin/env python3
"""Prints the known answers of Tests/ZhipCLITests/Message/MessagePermitTests.swift from eth-account.

Two token approvals as typed data on Zilliqa 2.0 mainnet's EVM chain (32769), signed with the tests'
known key (0E891B9D…C638): an EIP-2612 Permit of an unlimited value (2^256 - 1, the EIP's own types,
EIPS/eip-2612.md) and a Uniswap Permit2 PermitSingle of 12.5 of a 6-decimal token (the types of
Uniswap/permit2 src/libraries/PermitHash.sol). The Swift code hashes and signs them itself; a match
is a check, not a tautology. Running it again prints the same.

    python3 -m venv /tmp/venv-712 && /tmp/venv-712/bin/pip install eth-account
    /tmp/venv-712/bin/python scripts/permit-fixtures.py
"""

import json

from eth_account import Account
from eth_account.messages import encode_typed_data

KEY = "0x0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"
TOKEN = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
SPENDER = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
OWNER = Account.from_key(KEY).address

EIP2612 = {
    "types": {
        "EIP712Domain": [
            {"name": "name", "type": "string"},
            {"name": "version", "type": "string"},
            {"name": "chainId", "type": "uint256"},
            {"name": "verifyingContract", "type": "address"},
        ],
        "Permit": [
            {"name": "owner", "type": "address"},
            {"name": "spender", "type": "address"},
            {"name": "value", "type": "uint256"},
            {"name": "nonce", "type": "uint256"},
            {"name": "deadline", "type": "uint256"},
        ],
    },
    "primaryType": "Permit",
    "domain": {"name": "Tether USD", "version": "1", "chainId": 32769, "verifyingContract": TOKEN},
    "message": {
        "owner": OWNER,
        "spender": SPENDER,
        "value": str(2**256 - 1),
        "nonce": 0,
        "deadline": 1893456000,
    },
}

PERMIT2 = {
    "types": {
        "EIP712Domain": [
            {"name": "name", "type": "string"},
            {"name": "chainId", "type": "uint256"},
            {"name": "verifyingContract", "type": "address"},
        ],
        "PermitSingle": [
            {"name": "details", "type": "PermitDetails"},
            {"name": "spender", "type": "address"},
            {"name": "sigDeadline", "type": "uint256"},
        ],
        "PermitDetails": [
            {"name": "token", "type": "address"},
            {"name": "amount", "type": "uint160"},
            {"name": "expiration", "type": "uint48"},
            {"name": "nonce", "type": "uint48"},
        ],
    },
    "primaryType": "PermitSingle",
    "domain": {"name": "Permit2", "chainId": 32769, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3"},
    "message": {
        "details": {"token": TOKEN, "amount": "12500000", "expiration": 1893456000, "nonce": 0},
        "spender": SPENDER,
        "sigDeadline": 1893456000,
    },
}


def answer(name, document):
    signed = Account.sign_message(encode_typed_data(full_message=document), private_key=KEY)
    print(name)
    print("  document:", json.dumps(document, separators=(",", ":")))
    print("  hash:     0x" + signed.message_hash.hex().removeprefix("0x"))
    print("  signature: 0x" + signed.signature.hex().removeprefix("0x"))
    print("  address:  ", OWNER)


answer("EIP-2612 Permit, unlimited", EIP2612)
answer("Permit2 PermitSingle, 12.5 of 6 decimals", PERMIT2)

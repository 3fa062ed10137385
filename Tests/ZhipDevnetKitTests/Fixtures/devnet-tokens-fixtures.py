#!/usr/bin/env python3
"""Writes devnet-tokens.json beside this script: known answers for zhip-devnet's modelled ERC-20 tokens.

The devnet encodes by hand and meters gas with its own code; these answers come from eth-abi, eth-utils
and eth-account (the Python libraries Ethereum tools rely on), and the gas from the EVM's published
schedule written out again here, so a match is a check and not a tautology. The JSON is committed, so
the tests need no Python; run this only to change the cases:

    python3 -m venv /tmp/venv-tokens && /tmp/venv-tokens/bin/pip install eth-abi eth-utils eth-account
    /tmp/venv-tokens/bin/python Tests/ZhipDevnetKitTests/Fixtures/devnet-tokens-fixtures.py

Bytes are lowercase hex without 0x, numbers decimal strings.
  addresses   the test keys' EVM addresses (eth-account), and the token addresses:
              keccak256(tag || counter as 8 big-endian bytes)[12:] (docs/devnet-tokens.md)
  returns     eth_abi.encode of the views' answers
  reverts     Error(string) revert data: selector + eth_abi.encode(["string"], [reason])
  calls       calldata: selector + eth_abi.encode(parameter types, arguments)
  topics      Transfer and Approval's topic 0
  gas         gasUsed of the scenarios below, from the schedule (EIP-2028, EIP-2929, EIP-2200, EIP-3529,
              the LOG opcode) plus the devnet's documented figures for the token's own code
"""

import json
import os

from eth_abi import encode
from eth_account import Account
from eth_utils import event_signature_to_log_topic, function_signature_to_4byte_selector, keccak

KEYS = {
    "alice": "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638",
    "bob": "11" * 32,
    "carol": "22" * 32,
}
ADDRESS = {name: Account.from_key(bytes.fromhex(key)).address for name, key in KEYS.items()}

# The token of every scenario: "Test USD", "TUSD", 6 decimals, 10^12 units held by alice.
SUPPLY = 10**12

# The gas schedule (Cancun).
TX_BASE, ZERO_BYTE, NONZERO_BYTE = 21000, 4, 16
COLD_SLOAD, WARM, SSTORE_SET, SSTORE_RESET, CLEAR_REFUND = 2100, 100, 20000, 2900, 4800
LOG, LOG_TOPIC, LOG_BYTE = 375, 375, 8
# The devnet's figures for the token's own code (docs/devnet-tokens.md).
DISPATCH, TRANSFER, APPROVE, TRANSFER_FROM = 100, 1100, 900, 1700


def selector(signature):
    return function_signature_to_4byte_selector(signature)


def call(signature, types, values):
    return selector(signature) + encode(types, values)


def intrinsic(data):
    return TX_BASE + sum(ZERO_BYTE if b == 0 else NONZERO_BYTE for b in data)


def transfer_log():
    return LOG + 3 * LOG_TOPIC + 32 * LOG_BYTE


def error(reason):
    return selector("Error(string)") + encode(["string"], [reason])


def token_address(tag, counter):
    return "0x" + keccak(tag.encode() + counter.to_bytes(8, "big"))[12:].hex()


def hostile_name():
    unit = "\x1b[2J\x1b]0;pwned\x07\u202e\u200f\x08\r\n\x00evil\u2066!"
    assert len(unit.encode()) == 32
    return unit * 320


def main():
    a, b, c = ADDRESS["alice"], ADDRESS["bob"], ADDRESS["carol"]
    calls = {
        "transferBob250000000": call("transfer(address,uint256)", ["address", "uint256"], [b, 250_000_000]),
        "transferBobTooMuch": call("transfer(address,uint256)", ["address", "uint256"], [b, SUPPLY + 1]),
        "transferBobAll": call("transfer(address,uint256)", ["address", "uint256"], [b, SUPPLY]),
        "transferAliceSelf1": call("transfer(address,uint256)", ["address", "uint256"], [a, 1]),
        "approveCarol500": call("approve(address,uint256)", ["address", "uint256"], [c, 500]),
        "transferFromAliceBob200": call(
            "transferFrom(address,address,uint256)", ["address", "address", "uint256"], [a, b, 200]
        ),
    }
    gas = {
        # alice (10^12) -> bob (none): cold load + reset of alice's slot, cold load + set of bob's, a log.
        "transferBob250000000": intrinsic(calls["transferBob250000000"]) + DISPATCH + TRANSFER
        + COLD_SLOAD + SSTORE_RESET + COLD_SLOAD + SSTORE_SET + transfer_log(),
        # Reverts after reading alice's balance: no refund, no log.
        "transferBobTooMuch": intrinsic(calls["transferBobTooMuch"]) + DISPATCH + TRANSFER + COLD_SLOAD,
        # alice's whole balance: her slot cleared, refund 4800 capped at a fifth of what was spent.
        "transferBobAll": (lambda spent: spent - min(CLEAR_REFUND, spent // 5))(
            intrinsic(calls["transferBobAll"]) + DISPATCH + TRANSFER
            + COLD_SLOAD + SSTORE_RESET + COLD_SLOAD + SSTORE_SET + transfer_log()
        ),
        # alice -> alice 1: her slot is reset (2900), then read warm (100) and written back to its
        # original value (100, dirty), which refunds 2900 - 100 = 2800 (EIP-2200), capped at a fifth.
        "transferAliceSelf1": (lambda spent: spent - min(SSTORE_RESET - WARM, spent // 5))(
            intrinsic(calls["transferAliceSelf1"]) + DISPATCH + TRANSFER
            + COLD_SLOAD + SSTORE_RESET + WARM + WARM + transfer_log()
        ),
        # A new allowance: a cold slot set from zero, an Approval log.
        "approveCarol500": intrinsic(calls["approveCarol500"]) + DISPATCH + APPROVE
        + COLD_SLOAD + SSTORE_SET + transfer_log(),
        # carol spends 200 of 500 from alice (bob holds 250000000 already): allowance read and reset,
        # Approval of the 300 left, then the transfer to a holder (reset, not set), Transfer.
        "transferFromAliceBob200": intrinsic(calls["transferFromAliceBob200"]) + DISPATCH + TRANSFER_FROM
        + COLD_SLOAD + SSTORE_RESET + transfer_log()
        + COLD_SLOAD + SSTORE_RESET + COLD_SLOAD + SSTORE_RESET + transfer_log(),
    }
    reasons = [
        "ERC20: transfer amount exceeds balance",
        "ERC20: insufficient allowance",
        "ERC20: transfer to the zero address",
        "ERC20: transfer from the zero address",
        "ERC20: approve to the zero address",
        "ERC20: approve from the zero address",
        "always reverts",
    ]
    fixture = {
        "addresses": {
            **{name: address for name, address in ADDRESS.items()},
            "token1": token_address("zhip-devnet/erc20", 1),
            "token2": token_address("zhip-devnet/erc20", 2),
            "legacy1": token_address("zhip-devnet/zrc2", 1),
        },
        "returns": {
            "nameTestUSD": encode(["string"], ["Test USD"]).hex(),
            "symbolTUSD": encode(["string"], ["TUSD"]).hex(),
            "decimals6": encode(["uint8"], [6]).hex(),
            "decimals255": encode(["uint8"], [255]).hex(),
            "supply": encode(["uint256"], [SUPPLY]).hex(),
            "supplyLess250000000": encode(["uint256"], [SUPPLY - 250_000_000]).hex(),
            "uint250000000": encode(["uint256"], [250_000_000]).hex(),
            "uint247500000": encode(["uint256"], [247_500_000]).hex(),
            "supplyLess2500000": encode(["uint256"], [SUPPLY - 2_500_000]).hex(),
            "zero": encode(["uint256"], [0]).hex(),
            "uint500": encode(["uint256"], [500]).hex(),
            "uint300": encode(["uint256"], [300]).hex(),
            "true": encode(["bool"], [True]).hex(),
            "false": encode(["bool"], [False]).hex(),
            "bytes32TUSD": encode(["bytes32"], [b"TUSD"]).hex(),
            "bytes32TestUSD": encode(["bytes32"], [b"Test USD"]).hex(),
            "hostileName": encode(["string"], [hostile_name()]).hex(),
        },
        "reverts": {reason: error(reason).hex() for reason in reasons},
        "calls": {name: data.hex() for name, data in calls.items()},
        "topics": {
            "Transfer": event_signature_to_log_topic("Transfer(address,address,uint256)").hex(),
            "Approval": event_signature_to_log_topic("Approval(address,address,uint256)").hex(),
        },
        "gas": {name: str(value) for name, value in gas.items()},
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "devnet-tokens.json")
    with open(path, "w") as out:
        json.dump(fixture, out, indent=2, sort_keys=True, ensure_ascii=True)
        out.write("\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Tests/ZilliqaKitTests/Fixtures/staking-abi.json: known ABI answers for a Zilliqa 2.0
staking pool (Zilliqa/delegated_staking's IDelegation and the liquid and non-liquid extras, see
docs/zq2-staking.md).

ZilliqaKit's Delegation encodes calls and reads answers and logs by hand; these answers come from
eth-abi and eth-utils, so a match is a check and not a tautology. Random values come from
random.Random with a fixed seed: running the script again writes the same bytes. The JSON is
committed, so the tests need no Python; run this only to change the cases:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install eth-abi eth-utils
    /tmp/venv/bin/python scripts/staking-abi-fixtures.py

Bytes are lowercase hex without 0x, numbers decimal strings, addresses EIP-55.
  selectors      signature and eth-utils' function_signature_to_4byte_selector
  events         signature and eth-utils' event_signature_to_log_topic
  calls          a signature, its one argument (decimal) and selector + eth_abi.encode
  commissions    getCommission() answers: eth_abi.encode(["uint256", "uint256"], [numerator, denominator])
  pendingClaims  getPendingClaims() answers: eth_abi.encode(["uint256[2][]"], [[[block, amount], ...]])
  errors         the pools' custom errors: selector + eth_abi.encode of their arguments
  logs           Staked / Unstaked / Claimed (data: encode(["uint256", "bytes"], [amount, data]),
                 the bytes being encode(["uint256"], [shares]) for a liquid pool or empty) and
                 RewardPaid (data: encode(["uint256"], [reward])); topics [topic0, delegator]
"""

import json
import os
import random

from eth_abi import encode
from eth_utils import event_signature_to_log_topic, function_signature_to_4byte_selector, to_checksum_address

rng = random.Random(29)
MAX = 2**256 - 1

FUNCTIONS = [
    "stake()",
    "unstake(uint256)",
    "claim()",
    "stakeRewards()",
    "unbondingPeriod()",
    "getMinDelegation()",
    "getCommission()",
    "getStake()",
    "getClaimable()",
    "getPendingClaims()",
    "getLST()",
    "getPrice()",
    "getDelegatedAmount()",
    "rewards()",
    "withdrawAllRewards()",
    "withdrawAllRewards(uint64)",
    "withdrawRewards(uint256)",
    "getAdditionalSteps()",
]
EVENTS = [
    "Staked(address,uint256,bytes)",
    "Unstaked(address,uint256,bytes)",
    "Claimed(address,uint256,bytes)",
    "RewardPaid(address,uint256)",
]


def address():
    return to_checksum_address(rng.randbytes(20))


def amount():
    return rng.choice([0, 1, MAX, 100 * 10**18, rng.getrandbits(rng.randint(1, 256))])


def selector(signature):
    return function_signature_to_4byte_selector(signature).hex()


def topic(signature):
    return event_signature_to_log_topic(signature).hex()


def address_topic(checksummed):
    return encode(["address"], [checksummed]).hex()


calls = []
for signature, kind, values in [
    ("unstake(uint256)", "uint256", [0, 1, 100 * 10**18, MAX] + [amount() for _ in range(4)]),
    ("withdrawRewards(uint256)", "uint256", [0, MAX] + [amount() for _ in range(3)]),
    ("withdrawAllRewards(uint64)", "uint64", [0, 1, 2**64 - 1] + [rng.getrandbits(64) for _ in range(3)]),
]:
    for value in values:
        data = function_signature_to_4byte_selector(signature) + encode([kind], [value])
        calls.append({"function": signature, "argument": str(value), "data": data.hex()})

commissions = []
for numerator in [0, 1, 1000, 9999, 10000]:
    data = encode(["uint256", "uint256"], [numerator, 10000])
    commissions.append({"numerator": str(numerator), "denominator": "10000", "data": data.hex()})

pending_claims = []
for count in [0, 1, 3, 17]:
    claims = [[rng.getrandbits(40), amount()] for _ in range(count)]
    data = encode(["uint256[2][]"], [claims])
    pending_claims.append(
        {"claims": [{"block": str(block), "amount": str(value)} for block, value in claims], "data": data.hex()}
    )

logs = []
for event, shares in [
    ("Staked", True),
    ("Staked", False),
    ("Unstaked", True),
    ("Unstaked", False),
    ("Claimed", False),
    ("RewardPaid", None),
]:
    delegator = address()
    value = amount()
    if shares is None:
        signature = "RewardPaid(address,uint256)"
        extra = b""
        data = encode(["uint256"], [value])
        shares_value = None
    else:
        signature = f"{event}(address,uint256,bytes)"
        shares_value = amount() if shares else None
        extra = encode(["uint256"], [shares_value]) if shares else b""
        data = encode(["uint256", "bytes"], [value, extra])
    logs.append(
        {
            "event": event,
            "delegator": delegator,
            "amount": str(value),
            "shares": None if shares_value is None else str(shares_value),
            "topics": [topic(signature), address_topic(delegator)],
            "data": data.hex(),
        }
    )

errors = []
for signature, kinds, values in [
    ("AmountTooLow(uint256)", ["uint256"], [[0], [50 * 10**18], [MAX]]),
    ("RequestedAmountTooHigh(uint256,uint256)", ["uint256", "uint256"], [[amount(), amount()], [MAX, 0]]),
    ("TransferFailed(address,uint256)", ["address", "uint256"], [[address(), amount()]]),
    ("EnforcedPause()", [], [[]]),
    ("ERC20InsufficientBalance(address,uint256,uint256)", ["address", "uint256", "uint256"], [[address(), 0, amount()]]),
]:
    for arguments in values:
        data = function_signature_to_4byte_selector(signature) + encode(kinds, arguments)
        errors.append({"signature": signature, "arguments": [str(a) for a in arguments], "data": data.hex()})

fixture = {
    "selectors": [{"signature": s, "selector": selector(s)} for s in FUNCTIONS],
    "events": [{"signature": s, "topic": topic(s)} for s in EVENTS],
    "calls": calls,
    "commissions": commissions,
    "pendingClaims": pending_claims,
    "logs": logs,
    "errors": errors,
}

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "..", "Tests", "ZilliqaKitTests", "Fixtures", "staking-abi.json")
with open(path, "w") as out:
    json.dump(fixture, out, indent=2)
    out.write("\n")

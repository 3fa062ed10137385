#!/usr/bin/env python3
"""Prints Tests/ZilliqaKitTests/DEX/DEXVectors.swift: known answers for the Uniswap V2 (PlunderSwap) ABI.

The Swift DEX code hashes with Crypto++ and encodes by hand; these answers come from eth-abi and
eth-utils, which every Ethereum tool relies on, so a match is a check and not a tautology. The sample
arguments are fixed (the published PlunderSwap addresses, addresses from random.Random with a fixed
seed, round amounts and the largest uint256): running the script again prints the same bytes.
The Swift file is committed, so the tests need no Python; run this only to change the cases:

    /tmp/ethvenv/bin/python Tests/ZilliqaKitTests/Fixtures/dex-fixtures.py > Tests/ZilliqaKitTests/DEX/DEXVectors.swift

(/tmp/ethvenv: python3 -m venv /tmp/ethvenv && /tmp/ethvenv/bin/pip install eth-abi==6.* eth-utils==6.*)

Bytes are lowercase hex without 0x, numbers decimal strings, addresses EIP-55.
  selectors   every router, factory, pair and WZIL function: signature -> function_signature_to_4byte_selector
  topics      Swap, Sync, Deposit, Withdrawal (and Transfer): signature -> event_signature_to_log_topic
  calls       "<function>/<path length>": selector + eth_abi.encode(parameter types, the sample arguments)
  pairs       CREATE2: keccak(0xff ++ factory ++ keccak(token0 ++ token1) ++ init code hash)[12:]
  answers     eth_abi.encode of the readers' answers, and answers eth_abi.decode refuses
  logs        WZIL Deposit and Withdrawal logs: "<event>/topic0|topic1|data"
"""

import random

from eth_abi import decode, encode
from eth_utils import (
    event_signature_to_log_topic,
    function_signature_to_4byte_selector,
    keccak,
    to_bytes,
    to_checksum_address,
)

rng = random.Random(2112)
MAX = 2**256 - 1

# Plunderswap/plunderswap-document developers/README.md:16-18 and :23-24.
MAINNET_FACTORY = "0xf42d1058f233329185A36B04B7f96105afa1adD2"
MAINNET_ROUTER = "0x33C6a20D2a605da9Fd1F506ddEd449355f0564fe"
MAINNET_WZIL = "0x94e18aE7dd5eE57B55f30c4B63E2760c09EFb192"
TESTNET_FACTORY = "0xd0156eFCA4D847E4c4aD3F9ECa7FA697bb105cC0"
TESTNET_ROUTER = "0x144e7AEee22F388350E9EAEFBb626A021fcd0250"
# Plunderswap/plunderswap-core contracts/libraries/PlunderLibrary.sol:35.
INIT_CODE_HASH = "e430f659afa40ede00151df237b294363f96de0408658f7c62089d10d64178cd"


def address():
    return to_checksum_address(rng.randbytes(20))


TOKEN_A, TOKEN_B, RECIPIENT = address(), address(), address()
AMOUNT_IN = 10 * 10**18  # 10 ZIL, or 10 of an 18-decimal token
AMOUNT_OUT = 3_470_000  # 3.47 of a 6-decimal token
AMOUNT_MIN = 3_452_650  # 0.5 % less
AMOUNT_MAX = MAX  # the largest word: every byte written
DEADLINE = 1_767_225_600

U, A, P = "uint256", "address", "address[]"
PATHS = {
    "ethIn": ([MAINNET_WZIL, TOKEN_A], [MAINNET_WZIL, TOKEN_B, TOKEN_A]),
    "ethOut": ([TOKEN_A, MAINNET_WZIL], [TOKEN_A, TOKEN_B, MAINNET_WZIL]),
    "tokens": ([TOKEN_A, TOKEN_B], [TOKEN_A, MAINNET_WZIL, TOKEN_B]),
}
# name -> (types, which paths, the arguments for a path)
SWAPS = {
    "swapExactETHForTokens": ([U, P, A, U], "ethIn", lambda p: [AMOUNT_MIN, p, RECIPIENT, DEADLINE]),
    "swapETHForExactTokens": ([U, P, A, U], "ethIn", lambda p: [AMOUNT_OUT, p, RECIPIENT, DEADLINE]),
    "swapExactTokensForETH": ([U, U, P, A, U], "ethOut", lambda p: [AMOUNT_IN, AMOUNT_MIN, p, RECIPIENT, DEADLINE]),
    "swapTokensForExactETH": ([U, U, P, A, U], "ethOut", lambda p: [AMOUNT_OUT, AMOUNT_MAX, p, RECIPIENT, DEADLINE]),
    "swapExactTokensForTokens": ([U, U, P, A, U], "tokens", lambda p: [AMOUNT_IN, AMOUNT_MIN, p, RECIPIENT, DEADLINE]),
    "swapTokensForExactTokens": ([U, U, P, A, U], "tokens", lambda p: [AMOUNT_OUT, AMOUNT_MAX, p, RECIPIENT, DEADLINE]),
    "swapExactETHForTokensSupportingFeeOnTransferTokens": (
        [U, P, A, U], "ethIn", lambda p: [AMOUNT_MIN, p, RECIPIENT, DEADLINE]),
    "swapExactTokensForETHSupportingFeeOnTransferTokens": (
        [U, U, P, A, U], "ethOut", lambda p: [AMOUNT_IN, AMOUNT_MIN, p, RECIPIENT, DEADLINE]),
    "swapExactTokensForTokensSupportingFeeOnTransferTokens": (
        [U, U, P, A, U], "tokens", lambda p: [AMOUNT_IN, AMOUNT_MIN, p, RECIPIENT, DEADLINE]),
    "getAmountsOut": ([U, P], "tokens", lambda p: [AMOUNT_IN, p]),
    "getAmountsIn": ([U, P], "tokens", lambda p: [AMOUNT_OUT, p]),
}
OTHERS = {
    "addLiquidity": (
        [A, A, U, U, U, U, A, U],
        [TOKEN_A, TOKEN_B, AMOUNT_IN, AMOUNT_OUT, AMOUNT_MIN, 0, RECIPIENT, DEADLINE]),
    "addLiquidityETH": ([A, U, U, U, A, U], [TOKEN_A, AMOUNT_IN, AMOUNT_MIN, MAX, RECIPIENT, DEADLINE]),
    "WETH": ([], []),
    "factory": ([], []),
    "getPair": ([A, A], [MAINNET_WZIL, TOKEN_A]),
    "INIT_CODE_PAIR_HASH": ([], []),
    "getReserves": ([], []),
    "token0": ([], []),
    "deposit": ([], []),
    "withdraw": ([U], [AMOUNT_IN]),
}
EVENTS = [
    "Swap(address,uint256,uint256,uint256,uint256,address)",
    "Sync(uint112,uint112)",
    "Deposit(address,uint256)",
    "Withdrawal(address,uint256)",
    "Transfer(address,address,uint256)",
]


def signature(name, types):
    return f"{name}({','.join(types)})"


def call(name, types, arguments):
    return (function_signature_to_4byte_selector(signature(name, types)) + encode(types, arguments)).hex()


selectors, calls = {}, {}
for name, (types, kind, arguments) in SWAPS.items():
    selectors[signature(name, types)] = function_signature_to_4byte_selector(signature(name, types)).hex()
    for path in PATHS[kind]:
        calls[f"{name}/{len(path)}"] = call(name, types, arguments(path))
for name, (types, arguments) in OTHERS.items():
    selectors[signature(name, types)] = function_signature_to_4byte_selector(signature(name, types)).hex()
    calls[name] = call(name, types, arguments)
topics = {text: event_signature_to_log_topic(text).hex() for text in EVENTS}


def pair(factory, a, b):
    token0, token1 = sorted([to_bytes(hexstr=a), to_bytes(hexstr=b)])
    salt = keccak(token0 + token1)
    return to_checksum_address(keccak(b"\xff" + to_bytes(hexstr=factory) + salt + bytes.fromhex(INIT_CODE_HASH))[12:])


pairs = [
    (MAINNET_FACTORY, MAINNET_WZIL, TOKEN_A),
    (MAINNET_FACTORY, TOKEN_A, MAINNET_WZIL),
    (TESTNET_FACTORY, TOKEN_B, TOKEN_A),
]


def refused(types, data):
    try:
        decode(types, data)
    except Exception:  # eth-abi's DecodingError family
        return data.hex()
    raise SystemExit(f"eth-abi accepted {types} {data.hex()}; choose a refusal it refuses")


word = lambda n: n.to_bytes(32, "big")
R = ["uint112", "uint112", "uint32"]
answers = {
    "amounts2": encode(["uint256[]"], [[AMOUNT_IN, AMOUNT_OUT]]).hex(),
    "amounts3": encode(["uint256[]"], [[AMOUNT_IN, 41 * 10**17, AMOUNT_OUT]]).hex(),
    "amounts4": encode(["uint256[]"], [[1, 2, 3, 4]]).hex(),  # one more than maximumPathLength
    "amountsOffsetPastEnd": refused(["uint256[]"], word(96) + word(1) + word(5)),
    "amountsHugeOffset": refused(["uint256[]"], word(2**255) + word(1) + word(5)),
    "amountsCountPastEnd": refused(["uint256[]"], word(32) + word(3) + word(1) + word(2)),
    "reserves": encode(R, [2**112 - 1, 12_345 * 10**18, 1_767_225_000]).hex(),
    "reserves0Past112": refused(R, encode(["uint256", "uint112", "uint32"], [2**112, 1, 0])),
    "reserves1Past112": refused(R, encode(["uint112", "uint256", "uint32"], [1, MAX, 0])),
    "reservesShort": refused(R, word(1)),
    "weth": encode(["address"], [MAINNET_WZIL]).hex(),
    "initCodePairHash": encode(["bytes32"], [bytes.fromhex(INIT_CODE_HASH)]).hex(),
}
# WZIL logs: topics [topic0, the indexed address] and data encode(uint256), by the mainnet router.
logs = {
    f"{name}/{part}": value
    for name, wad in [("Deposit", AMOUNT_IN), ("Withdrawal", 2 * 10**18 + 1)]
    for part, value in [
        ("topic0", event_signature_to_log_topic(f"{name}(address,uint256)").hex()),
        ("topic1", encode(["address"], [MAINNET_ROUTER]).hex()),
        ("data", encode(["uint256"], [wad]).hex()),
    ]
}


def swift_dictionary(name, doc, entries):
    print(f"    /// {doc}")
    print(f"    static let {name}: [String: String] = [")
    for key, value in entries.items():
        print(f'        "{key}":\n            "{value}",')
    print("    ]")


print("// Generated by Tests/ZilliqaKitTests/Fixtures/dex-fixtures.py (eth-abi 6, eth-utils 6); do not edit.")
print("// /tmp/ethvenv/bin/python Tests/ZilliqaKitTests/Fixtures/dex-fixtures.py > Tests/ZilliqaKitTests/DEX/DEXVectors.swift")
print()
print("/// Known answers for the Uniswap V2 (PlunderSwap) ABI, computed outside Zhip by eth-abi and eth-utils.")
print("enum DEXVectors {")
print("    /// The published addresses, as developers/README.md writes them (EIP-55).")
print(f'    static let mainnetFactory = "{MAINNET_FACTORY}"')
print(f'    static let mainnetRouter = "{MAINNET_ROUTER}"')
print(f'    static let mainnetWZIL = "{MAINNET_WZIL}"')
print(f'    static let testnetFactory = "{TESTNET_FACTORY}"')
print(f'    static let testnetRouter = "{TESTNET_ROUTER}"')
print(f'    static let initCodeHash = "{INIT_CODE_HASH}"')
print("    /// The sample arguments of ``calls``.")
print(f'    static let tokenA = "{TOKEN_A}"')
print(f'    static let tokenB = "{TOKEN_B}"')
print(f'    static let recipient = "{RECIPIENT}"')
print(f'    static let amountIn = "{AMOUNT_IN}"')
print(f'    static let amountOut = "{AMOUNT_OUT}"')
print(f'    static let amountMin = "{AMOUNT_MIN}"')
print(f'    static let amountMax = "{AMOUNT_MAX}"')
print(f'    static let deadline = "{DEADLINE}"')
swift_dictionary("selectors", "Signature -> eth-utils' 4-byte selector.", selectors)
swift_dictionary("topics", "Event signature -> eth-utils' log topic.", topics)
swift_dictionary("calls", "\"<function>/<path length>\" (or the name) -> selector + eth_abi.encode.", calls)
print("    /// (factory, token, token, the pair's CREATE2 address by eth-utils' keccak).")
print("    static let pairs: [(factory: String, a: String, b: String, pair: String)] = [")
for factory, a, b in pairs:
    print("        (")
    print(f'            "{factory}", "{a}",')
    print(f'            "{b}", "{pair(factory, a, b)}"')
    print("        ),")
print("    ]")
swift_dictionary("answers", "Answers the readers read (eth_abi.encode), and ones eth_abi.decode refuses.", answers)
swift_dictionary("logs", "WZIL Deposit (10 ZIL) and Withdrawal (2 ZIL + 1 wei) logs by the mainnet router.", logs)
print("}")

#!/usr/bin/env python3
"""Writes Tests/ZhipCoreTests/UseCases/TokenPaymentVectors.swift and
Tests/ZhipCLITests/Transaction/TokenSignVectors.swift: known answers for a token payment.

ZhipCore builds a token transfer's call data, its intrinsic gas and the signed EIP-1559 transaction
itself; these answers come from eth-abi, eth-utils and eth-account, so a match is a check and not a
tautology. The Swift file is committed, so the tests need no Python; run this only to change them:

    python3 -m venv /tmp/venv-tokenpay && /tmp/venv-tokenpay/bin/pip install eth-abi eth-account eth-utils
    /tmp/venv-tokenpay/bin/python scripts/token-payment-fixtures.py

Values: TestWallets.privateKey signs; a token at 0x1111…1111 with 6 decimals; 12.5 of it is
12500000 units; the recipient and spender are two EIP-55 addresses from EIP-55's own examples.
"""

import os

from eth_abi import encode
from eth_account import Account
from eth_utils import event_signature_to_log_topic, function_signature_to_4byte_selector, to_checksum_address

KEY = "0xe19d05c5452598e24caad4a0d85a49146f7be089515c905ae6a19e8a578a6930"
TOKEN = to_checksum_address("0x" + "11" * 20)
RECIPIENT = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
SPENDER = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
AMOUNT = 12_500_000
MOVED_LESS = 12_375_000
MAX = 2**256 - 1
GAS = 52_000
GAS_PRICE = 4_761_904_800_000
CHAIN_ID = 32769
REASON = "ERC20: transfer amount exceeds balance"


def call(signature, types, values):
    return (function_signature_to_4byte_selector(signature) + encode(types, values)).hex()


def intrinsic(data_hex):
    data = bytes.fromhex(data_hex)
    return 21000 + sum(4 if b == 0 else 16 for b in data)


transfer = call("transfer(address,uint256)", ["address", "uint256"], [RECIPIENT, AMOUNT])
approve = call("approve(address,uint256)", ["address", "uint256"], [SPENDER, AMOUNT])
approve_max = call("approve(address,uint256)", ["address", "uint256"], [SPENDER, MAX])
revert = (function_signature_to_4byte_selector("Error(string)") + encode(["string"], [REASON])).hex()
signed = Account.sign_transaction(
    {
        "type": 2,
        "chainId": CHAIN_ID,
        "nonce": 0,
        "maxFeePerGas": GAS_PRICE,
        "maxPriorityFeePerGas": 0,
        "gas": GAS,
        "to": TOKEN,
        "value": 0,
        "data": "0x" + transfer,
    },
    KEY,
)
raw = signed.raw_transaction.hex().removeprefix("0x")
sender = Account.from_key(KEY).address
transfer_topic = event_signature_to_log_topic("Transfer(address,address,uint256)").hex()


def word(address):
    return encode(["address"], [address]).hex()


swift = f'''// Written by scripts/token-payment-fixtures.py from eth-abi, eth-utils and eth-account; do not edit.

/// Known answers for a token payment (see the script for how each was computed).
enum TokenPaymentVectors {{
    static let sender = "{sender}"
    static let token = "{TOKEN}"
    static let recipient = "{RECIPIENT}"
    static let spender = "{SPENDER}"
    /// 12.5 of a token with 6 decimals.
    static let amount = "{AMOUNT}"
    /// 12.375 of it: what a token with a 1 % fee on transfers moves.
    static let movedLess = "{MOVED_LESS}"
    /// `transfer(recipient, amount)`.
    static let transferCall = "{transfer}"
    /// `approve(spender, amount)`.
    static let approveCall = "{approve}"
    /// `approve(spender, 2^256 - 1)`.
    static let unlimitedApproveCall = "{approve_max}"
    /// 21000 + 16 a non-zero byte + 4 a zero byte of ``transferCall``.
    static let transferIntrinsicGas: UInt64 = {intrinsic(transfer)}
    /// `Error("{REASON}")`.
    static let revertData = "{revert}"
    static let revertReason = "{REASON}"
    /// ``transferCall`` to ``token`` as eth-account signs it: type 2, chain {CHAIN_ID}, nonce 0,
    /// max fee {GAS_PRICE}, priority fee 0, gas {GAS}, value 0.
    static let signedTransfer = "{raw}"
    static let gas: UInt64 = {GAS}
    /// `Transfer(address,address,uint256)`'s topic, and the address words of the sender and recipient.
    static let transferTopic = "{transfer_topic}"
    static let senderWord = "{word(sender)}"
    static let recipientWord = "{word(RECIPIENT)}"
    static let spenderWord = "{word(SPENDER)}"
    /// encode(uint256) of ``amount`` and of ``movedLess``.
    static let amountData = "{encode(["uint256"], [AMOUNT]).hex()}"
    static let movedLessData = "{encode(["uint256"], [MOVED_LESS]).hex()}"
}}
'''

def wrapped(line):
    # swift format's shape: a literal too long for the line goes on the next one.
    if len(line) <= 120 or ' = "' not in line:
        return line
    head, literal = line.split(" = ", 1)
    return f"{head} =\n        {literal}"


swift = "\n".join(wrapped(line) for line in swift.split("\n"))
here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "..", "Tests", "ZhipCoreTests", "UseCases", "TokenPaymentVectors.swift")
with open(path, "w") as out:
    out.write(swift)

# tx sign --token: alice's key (KnownKey.privateKey) pays bob's EVM account (the key 0x1111…11) 12.5 tokens.
ALICE = "0x0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"
BOB = "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A"
cli_transfer = call("transfer(address,uint256)", ["address", "uint256"], [BOB, AMOUNT])
cli_signed = Account.sign_transaction(
    {
        "type": 2,
        "chainId": CHAIN_ID,
        "nonce": 0,
        "maxFeePerGas": 5_000_000_000_000,
        "maxPriorityFeePerGas": 1_000_000_000,
        "gas": 60_000,
        "to": TOKEN,
        "value": 0,
        "data": "0x" + cli_transfer,
    },
    ALICE,
)
cli = f'''// Written by scripts/token-payment-fixtures.py from eth-abi and eth-account; do not edit.

/// `tx sign --token` as eth-account signs it: alice's key, type 2, chain {CHAIN_ID}, nonce 0,
/// max fee 5000 gwei, priority fee 1 gwei, gas 60000, value 0, to the token at
/// {TOKEN}: transfer(bob's EVM account, {AMOUNT}).
enum TokenSignVectors {{
    static let raw = "0x{cli_signed.raw_transaction.hex().removeprefix("0x")}"
    static let hash = "0x{cli_signed.hash.hex().removeprefix("0x")}"
    static let intrinsicGas: UInt64 = {intrinsic(cli_transfer)}
}}
'''
cli = "\n".join(wrapped(line) for line in cli.split("\n"))
path = os.path.join(here, "..", "Tests", "ZhipCLITests", "Transaction", "TokenSignVectors.swift")
with open(path, "w") as out:
    out.write(cli)

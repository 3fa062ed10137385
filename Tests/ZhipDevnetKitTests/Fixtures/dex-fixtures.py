#!/usr/bin/env python3
"""Writes dex-fixtures.json beside this script: known answers for zhip-devnet's modelled PlunderSwap.

The devnet works these out with its own Swift; here they come from Python integers evaluating the
Solidity of Plunderswap/plunderswap-core (18e823c) as written, and from eth-utils' keccak for the
addresses, so a match is a check and not a tautology. The JSON is committed, so the tests need no
Python; run this only to change the cases:

    python3 -m venv /tmp/ethvenv && /tmp/ethvenv/bin/pip install eth-abi eth-utils
    /tmp/ethvenv/bin/python Tests/ZhipDevnetKitTests/Fixtures/dex-fixtures.py

Numbers are decimal strings, addresses 0x and 40 lowercase hex.
  addresses  the DEX's (keccak256(tag || counter as 8 big-endian bytes)[12:], docs/devnet-dex.md),
             the tokens' (the same with "zhip-devnet/erc20", counters 1-3), and the pairs' CREATE2
             addresses: keccak256(0xff || factory || keccak256(token0 || token1) || initCodeHash)[12:]
  quotes     getAmountsOut / getAmountsIn on the seeded reserves
  swaps      what each scenario's swap moves
The scenarios (fee 35 basis points, PlunderSwap's):
  token T  "Test USD", 6 decimals, 10^12 units held by alice; seeded with 1000 ZIL and 5000000000 units
  token U  "Other", 18 decimals, 10^24 units held by alice; seeded with 2000 ZIL and 3 * 10^23 units
  token F  fee-on-transfer (1 % burnt a transfer), as T; seeded with 1000 ZIL and 5000000000 units
"""

import json
import math
import os

from eth_utils import function_signature_to_4byte_selector, keccak

FEE = 35
ZIL = 10**18
INIT_CODE_HASH = bytes.fromhex("e430f659afa40ede00151df237b294363f96de0408658f7c62089d10d64178cd")


def derive(tag, counter):
    return keccak(tag.encode() + counter.to_bytes(8, "big"))[12:]


def pair_for(factory, a, b):
    token0, token1 = sorted([a, b])
    return keccak(b"\xff" + factory + keccak(token0 + token1) + INIT_CODE_HASH)[12:]


def get_amount_out(amount_in, reserve_in, reserve_out, fee=FEE):
    """PlunderLibrary.getAmountOut (PlunderLibrary.sol:73-87) with 9965 as 10000 - fee."""
    assert amount_in > 0 and reserve_in > 0 and reserve_out > 0
    with_fee = amount_in * (10000 - fee)
    return with_fee * reserve_out // (reserve_in * 10000 + with_fee)


def get_amount_in(amount_out, reserve_in, reserve_out, fee=FEE):
    """PlunderLibrary.getAmountIn (PlunderLibrary.sol:90-103)."""
    assert amount_out > 0 and reserve_in > 0 and reserve_out > amount_out
    return reserve_in * amount_out * 10000 // ((reserve_out - amount_out) * (10000 - fee)) + 1


def amounts_out(amount_in, reserves):
    amounts = [amount_in]
    for reserve_in, reserve_out in reserves:
        amounts.append(get_amount_out(amounts[-1], reserve_in, reserve_out))
    return amounts


def amounts_in(amount_out, reserves):
    amounts = [amount_out]
    for reserve_in, reserve_out in reversed(reserves):
        amounts.insert(0, get_amount_in(amounts[0], reserve_in, reserve_out))
    return amounts


def k_holds(balance_in, amount_in, reserve_in, balance_out, reserve_out, fee=FEE):
    """PlunderPair.swap's K check (PlunderPair.sol:241-250) for one input side."""
    adjusted_in = balance_in * 10000 - amount_in * fee
    adjusted_out = balance_out * 10000
    return adjusted_in * adjusted_out >= reserve_in * reserve_out * 10000**2


def hexed(raw):
    return "0x" + raw.hex()


def main():
    router, factory, wzil = derive("zhip-devnet/dex-router", 1), derive("zhip-devnet/dex-factory", 1), derive(
        "zhip-devnet/wzil", 1)
    t, u, f = (derive("zhip-devnet/erc20", n) for n in (1, 2, 3))
    t_zil, t_units = 1000 * ZIL, 5_000_000_000
    u_zil, u_units = 2000 * ZIL, 3 * 10**23
    f_zil, f_units = 1000 * ZIL, 5_000_000_000

    # ZIL in, T out; T in, ZIL out; T -> WZIL -> U.
    zil_to_t = [(t_zil, t_units)]
    t_to_zil = [(t_units, t_zil)]
    t_to_u = [(t_units, t_zil), (u_zil, u_units)]

    exact_zil_in = amounts_out(ZIL, zil_to_t)
    exact_t_out = amounts_in(10_000_000, zil_to_t)
    exact_t_in = amounts_out(10_000_000, t_to_zil)
    exact_zil_out = amounts_in(ZIL, t_to_zil)
    through = amounts_out(1_000_000, t_to_u)
    through_in = amounts_in(ZIL, t_to_u)

    # Fee-on-transfer F in, ZIL out: the pair receives 99 %; the normal swap promised the whole amount.
    f_in = 100_000_000
    f_received = f_in - f_in // 100
    f_promised = get_amount_out(f_in, f_units, f_zil)
    assert not k_holds(f_units + f_received, f_received, f_units, f_zil - f_promised, f_zil)
    f_supporting = get_amount_out(f_received, f_units, f_zil)

    # addLiquidityETH on T's seeded pair (no LP yet): 50 TUSD with 20 ZIL sent; 10 ZIL used at the price.
    add_token, add_value = 50_000_000, 20 * ZIL
    add_zil = add_token * t_zil // t_units
    assert add_zil <= add_value
    balance_token, balance_zil = t_units + add_token, t_zil + add_zil
    amount0, amount1 = (add_token, add_zil) if t < wzil else (add_zil, add_token)
    liquidity = math.isqrt(amount0 * amount1) - 1000

    fixtures = {
        "addresses": {
            "router": hexed(router), "factory": hexed(factory), "wzil": hexed(wzil),
            "tokenT": hexed(t), "tokenU": hexed(u), "tokenF": hexed(f),
            "pairT": hexed(pair_for(factory, t, wzil)), "pairU": hexed(pair_for(factory, u, wzil)),
            "pairF": hexed(pair_for(factory, f, wzil)),
            "pairTIsToken0": str(t < wzil).lower(),
        },
        "seeds": {
            "tZil": str(t_zil), "tUnits": str(t_units), "uZil": str(u_zil), "uUnits": str(u_units),
            "fZil": str(f_zil), "fUnits": str(f_units),
        },
        "quotes": {
            "exactZilIn": [str(x) for x in exact_zil_in],
            "exactTokenOut": [str(x) for x in exact_t_out],
            "exactTokenIn": [str(x) for x in exact_t_in],
            "exactZilOut": [str(x) for x in exact_zil_out],
            "throughWzil": [str(x) for x in through],
            "throughWzilIn": [str(x) for x in through_in],
        },
        "swaps": {
            "feeOnTransferIn": str(f_in), "feeOnTransferReceived": str(f_received),
            "feeOnTransferSupportingOut": str(f_supporting),
            "addToken": str(add_token), "addValue": str(add_value), "addZil": str(add_zil),
            "addLiquidity": str(liquidity),
            "addReserveToken": str(balance_token), "addReserveZil": str(balance_zil),
        },
        "selectors": {
            name: function_signature_to_4byte_selector(signature).hex()
            for name, signature in {
                "swapExactETHForTokens": "swapExactETHForTokens(uint256,address[],address,uint256)",
                "getAmountsOut": "getAmountsOut(uint256,address[])",
                "getReserves": "getReserves()",
                "createPair": "createPair(address,address)",
                "allPairsLength": "allPairsLength()",
            }.items()
        },
        "topics": {
            name: "0x" + keccak(text=signature).hex()
            for name, signature in {
                "Swap": "Swap(address,uint256,uint256,uint256,uint256,address)",
                "Sync": "Sync(uint112,uint112)",
                "Mint": "Mint(address,uint256,uint256)",
                "Transfer": "Transfer(address,address,uint256)",
                "Deposit": "Deposit(address,uint256)",
                "Withdrawal": "Withdrawal(address,uint256)",
            }.items()
        },
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dex-fixtures.json")
    with open(path, "w") as out:
        json.dump(fixtures, out, indent=2, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Prints the known answers the ZilNames tests paste in (ZilNameTests, ZilNamesTests, ZilNamesAnswerTests,
UniversalResolverRevertTests in ZilliqaKitTests; DevnetZilNamesTests in ZhipDevnetKitTests).

They come from web3.py's ENS code (`ens.utils`: ENSIP-15 normalisation, namehash, DNS wire form, the
reverse name) and eth-abi (the calldata and the answers), the libraries Ethereum tools rely on, not from
this package's code, so a match is a check and not a tautology:

    python3 -m venv /tmp/names-venv && /tmp/names-venv/bin/pip install web3 'pyunormalize<16.1'
    /tmp/names-venv/bin/python Tests/ZilliqaKitTests/Fixtures/zilnames-fixtures.py

(web3 8.0.0's ENSIP-15 normaliser breaks with pyunormalize 18, which passes it a list: hence the pin.)
Bytes are lowercase hex without 0x.
"""

from eth_abi import encode
from eth_utils import function_signature_to_4byte_selector as selector
from ens.utils import address_to_reverse_domain, dns_encode_name, normal_name_to_hash, normalize_name

ALICE = "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"  # the address of private key 1
BOB = "0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF"  # the address of private key 2
L2_RESOLVER = "0x5c0c7BFd25efCAE366fE62219fD5558305Ffc46F"  # ZilNames mainnet (plunderswap-document)
ZERO = "0x" + "00" * 20


def show(label, data):
    print(f"{label}: {data.hex() if isinstance(data, (bytes, bytearray)) else data}")


def name_hex(name):
    return bytes(normal_name_to_hash(normalize_name(name)))


def resolve_call(name, inner):
    return selector("resolve(bytes,bytes)") + encode(["bytes", "bytes"], [bytes(dns_encode_name(name)), inner])


def addr_call(node):
    return selector("addr(bytes32)") + node


def name_call(node):
    return selector("name(bytes32)") + node


for sig in [
    "resolve(bytes,bytes)", "addr(bytes32)", "name(bytes32)", "resolver(bytes32)", "owner(bytes32)",
    "ResolverNotFound()", "ResolverNotFound(bytes)", "ResolverWildcardNotSupported()", "ResolverNotContract()",
    "ResolverNotContract(bytes,address)", "ResolverError(bytes)", "UnsupportedResolverProfile(bytes4)",
]:
    show(f"selector {sig}", selector(sig))

for name in ["Alice.ZIL", "alice.zil", "zil", "pay.alice.zil", "a" * 63 + ".zil"]:
    print(f"normalised {name!r}: {normalize_name(name)}")
    show(f"namehash {name}", name_hex(name))
    show(f"dns {name}", bytes(dns_encode_name(name)))

long_name = ".".join(["a" * 63] * 3 + ["b" * 57, "zil"])
print(f"253-byte name has {len(long_name)} bytes")
show("namehash 253-byte name", name_hex(long_name))

for who, address in [("alice", ALICE), ("bob", BOB)]:
    reverse = address_to_reverse_domain(address)
    print(f"reverse name {who}: {reverse}")
    show(f"reverse node {who}", name_hex(reverse))
    show(f"reverse dns {who}", bytes(dns_encode_name(reverse)))
    show(f"reverseCall {who}", resolve_call(reverse, name_call(name_hex(reverse))))

show("addressCall alice.zil", resolve_call("alice.zil", addr_call(name_hex("alice.zil"))))
show("namehash bob.zil", name_hex("bob.zil"))
show("addressCall bob.zil", resolve_call("bob.zil", addr_call(name_hex("bob.zil"))))
show("addressCall pay.alice.zil", resolve_call("pay.alice.zil", addr_call(name_hex("pay.alice.zil"))))
show("addr(alice.zil) inner", addr_call(name_hex("alice.zil")))

# UniversalResolver.resolve answers: (bytes result, address resolver), result the inner call's ABI answer.
show("answer address alice", encode(["bytes", "address"], [encode(["address"], [ALICE]), L2_RESOLVER]))
show("answer address bob", encode(["bytes", "address"], [encode(["address"], [BOB]), L2_RESOLVER]))
show("answer address zero", encode(["bytes", "address"], [encode(["address"], [ZERO]), L2_RESOLVER]))
show("answer name alice.zil", encode(["bytes", "address"], [encode(["string"], ["alice.zil"]), L2_RESOLVER]))
show("answer name empty", encode(["bytes", "address"], [encode(["string"], [""]), L2_RESOLVER]))
show("answer name alice.eth", encode(["bytes", "address"], [encode(["string"], ["alice.eth"]), L2_RESOLVER]))
show("answer name 254 bytes",
     encode(["bytes", "address"], [encode(["string"], [long_name + "x"]), L2_RESOLVER]))

# Reverts (ENS's UniversalResolver errors, custom-error encoding: selector + eth_abi.encode of the arguments).
show("revert ResolverNotFound(bytes) bob.zil",
     selector("ResolverNotFound(bytes)") + encode(["bytes"], [bytes(dns_encode_name("bob.zil"))]))
show("revert ResolverNotFound(bytes) reverse bob",
     selector("ResolverNotFound(bytes)") + encode(["bytes"], [bytes(dns_encode_name(address_to_reverse_domain(BOB)))]))
show("revert ResolverError(bytes) empty", selector("ResolverError(bytes)") + encode(["bytes"], [b""]))

# The Registry and the L2Resolver, asked directly.
show("resolver(alice.zil) call", selector("resolver(bytes32)") + name_hex("alice.zil"))
show("owner(alice.zil) call", selector("owner(bytes32)") + name_hex("alice.zil"))
show("name(reverse alice) call", name_call(name_hex(address_to_reverse_domain(ALICE))))
show("word L2Resolver", encode(["address"], [L2_RESOLVER]))
show("word alice", encode(["address"], [ALICE]))
show("string alice.zil", encode(["string"], ["alice.zil"]))
show("string empty", encode(["string"], [""]))

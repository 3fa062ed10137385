import ZilliqaKit

/// The control API over HTTP: `/control/…` on the devnet's port, for loopback clients that carry
/// the `--control-token` (`?t=TOKEN` or `Authorization: Bearer TOKEN`); requests that change the
/// devnet also need `X-Zhip-Devnet: 1`. Without a token the API does not exist (404).
///
/// ```sh
/// curl -s -X POST -H 'X-Zhip-Devnet: 1' -d '{"address": "zil1…", "zil": "100"}' \
///     "http://127.0.0.1:5555/control/fund?t=$TOKEN"
/// curl -s "http://127.0.0.1:5555/control/summary?t=$TOKEN"     # {"accepted":1,"received":1,"rejected":0}
/// ```
/// Every answer is JSON; a refusal is `{"error": "…"}` saying what to do. ``ControlEndpoint``
/// lists the routes.
struct ControlHTTPHandler: Sendable {
    let control: DevnetControl
    /// Nil when the devnet was started without `--control-token`.
    let token: ControlToken?

    init(control: DevnetControl, token: String?) {
        self.control = control
        self.token = token.map(ControlToken.init)
    }

    /// True for the paths this handler answers: `/control` and everything below it.
    static func serves(_ path: String) -> Bool {
        path == "/control" || path.hasPrefix("/control/")
    }

    /// The answer to a request for one of ``serves(_:)``'s paths.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        do {
            return Self.json(try answer(request))
        } catch {
            return error.response
        }
    }

    /// The gates in order (on, loopback, token, route, marker header, query), then the route.
    private func answer(_ request: HTTPRequest) throws(ControlError) -> JSONValue {
        guard let token else { throw .disabled }
        guard request.peer?.isLoopback == true else { throw .notLoopback(request.peer) }
        let query = try ControlQuery(request.query)
        try token.check(query: query, authorization: request.headers["Authorization"])
        let (endpoint, parameter) = try ControlEndpoint.find(method: request.method, path: request.path)
        if endpoint.changesState, request.headers["X-Zhip-Devnet"] != "1" { throw .markerMissing }
        try query.allowOnly(endpoint.queryNames.union(["t"]), route: "\(endpoint.method) \(endpoint.path)")
        return try perform(endpoint, parameter: parameter, query: query, body: request.body)
    }

    /// Runs the route; `parameter` is the path's `{…}` segment for a route that has one.
    private func perform(_ endpoint: ControlEndpoint, parameter: String, query: ControlQuery, body bytes: [UInt8])
        throws(ControlError) -> JSONValue
    {
        switch endpoint {
        case .blocks:
            let count = try ControlRequestBody(bytes, for: endpoint, keys: ["count"]).wholeNumber("count") ?? 1
            do { return ["head": .number(try control.mineBlocks(count))] } catch {
                throw ControlRequestBody.problem("\(error)", endpoint)
            }
        case .pools:
            let pool = try ControlRequestBody(bytes, for: endpoint, keys: ControlRequestBody.poolKeys).poolDeployment()
            let deployed: DeployedPool
            do { deployed = try control.deployPool(pool) } catch {
                throw ControlRequestBody.problem("\(error)", endpoint)
            }
            return ControlJSON.pool(deployed)
        case .poolRewards:
            return try addPoolRewards(pool: parameter, body: bytes)
        case .index:
            return ["routes": ControlEndpoint.listing]
        case .fund:
            let body = try ControlRequestBody(bytes, for: endpoint, keys: ["address", "qa", "li", "zil"])
            let address = try body.address("address")
            let amount = try body.amount()
            let account: LedgerAccount
            do { account = try control.fund(address, with: amount) } catch {
                throw ControlRequestBody.problem("the balance would be too large (\(error))", endpoint)
            }
            return [
                "address": .string(address.bech32), "balance": .string(account.balance.qaString),
                "nonce": .number(account.nonce),
            ]
        case .minimumGasPrice:
            let price = try ControlRequestBody(bytes, for: endpoint, keys: ["qa", "li", "zil"]).amount()
            control.setMinimumGasPrice(price)
            return ["minimumGasPrice": .string(price.qaString)]
        case .blockTime:
            let schedule = try ControlRequestBody(bytes, for: endpoint, keys: ["seconds"]).blockSchedule()
            let sealed = control.setBlockSchedule(schedule)
            return ["blockTime": ControlJSON.schedule(schedule), "sealed": ControlJSON.block(sealed)]
        case .confirm:
            return ["sealed": ControlJSON.block(control.confirmNow())]
        case .setFaults:
            let keys: Set<String> = ["mode", "rate", "methods", "times", "seed", "holdSeconds"]
            let plan = try ControlRequestBody(bytes, for: endpoint, keys: keys).faultPlan()
            control.setFaults(plan)
            return ["faults": ControlJSON.faults(plan)]
        case .clearFaults:
            control.setFaults(nil)
            return ["faults": .null]
        case .setLies:
            let lie = try ControlRequestBody(
                bytes, for: endpoint, keys: ["method", "result", "whenParam", "honestAnswers"]
            )
            .lie()
            control.lies.add(lie)
            return ["lies": .integer(Int64(control.lies.current.count))]
        case .clearLies:
            control.lies.clear()
            return ["lies": .integer(0)]
        case .reset:
            control.reset()
            return ["reset": true, "blocks": .number(control.ledger.summary().blockCount)]
        case .transactions:
            let sender = try Self.sender(query)
            let status = try Self.status(query)
            let entries = control.received.transactions(sender: sender, status: status)
            return [
                "count": .integer(Int64(entries.count)), "transactions": .array(entries.map(ControlJSON.transaction)),
            ]
        case .summary:
            return ControlJSON.summary(control.received.summary(sender: try Self.sender(query)))
        case .settings:
            let rules = control.ledger.rules
            return [
                "chainId": .integer(Int64(rules.chainID)), "minimumGasPrice": .string(rules.minimumGasPrice.qaString),
                "blockTime": ControlJSON.schedule(control.blockSchedule),
                "faults": ControlJSON.faults(control.faultPlan), "era": ControlJSON.eras(rules.eras),
                "finalityLag": .number(rules.finalityLag),
            ]
        case .era:
            let body = try ControlRequestBody(bytes, for: endpoint, keys: ["era", "atBlock"])
            let text = try body.string("era")
            guard let era = LegacyEra(rawValue: text) else {
                throw ControlRequestBody.problem(
                    "\"era\" is legacy, disabled or escrow-only, not \"\(text)\"", endpoint)
            }
            let eras: EraSchedule
            if let height = try body.wholeNumber("atBlock") {
                eras = EraSchedule(control.ledger.eraAtHead, then: era, atBlock: height)
            } else {
                eras = EraSchedule(era)
            }
            control.ledger.setEras(eras)
            return ["era": ControlJSON.eras(eras)]
        case .blocked:
            let body = try ControlRequestBody(bytes, for: endpoint, keys: ["addresses"])
            guard let texts = try body.strings("addresses"), !texts.isEmpty else {
                throw ControlRequestBody.problem("\"addresses\" is missing or empty", endpoint)
            }
            var addresses: [Address] = []
            for text in texts {
                do { addresses.append(try Address(devnetText: text)) } catch {
                    throw ControlRequestBody.problem("\"\(text)\" is not an address (\(error))", endpoint)
                }
            }
            control.ledger.block(addresses)
            return ["blocked": .array(addresses.map { .string($0.bech32) })]
        case .tokens:
            let keys: Set<String> = ["symbol", "name", "decimals", "supply", "holder", "behaviour", "zrc2"]
            let token = try ControlRequestBody(bytes, for: endpoint, keys: keys).tokenDeployment()
            let deployed: DeployedToken
            do { deployed = try control.deploy(token) } catch { throw ControlRequestBody.problem("\(error)", endpoint) }
            return ControlJSON.token(deployed, token)
        case .names:
            let registration = try ControlRequestBody(bytes, for: endpoint, keys: ["name", "address", "reverse"])
                .nameRegistration()
            do {
                try control.registerName(
                    registration.name, address: registration.address, reverse: registration.reverse)
            } catch {
                throw ControlRequestBody.problem("\(error)", endpoint)
            }
            return ControlJSON.name(registration)
        case .dex:
            let fee = try ControlRequestBody(bytes, for: endpoint, keys: ["feeBasisPoints"]).dexFee()
            do { return ControlJSON.dex(try control.deployDex(feeBasisPoints: fee)) } catch {
                throw ControlRequestBody.problem("\(error)", endpoint)
            }
        case .dexLiquidity:
            let seed = try ControlRequestBody(bytes, for: endpoint, keys: ["token", "zil", "amount"]).liquiditySeed()
            do {
                return ControlJSON.liquidity(
                    try control.seedLiquidity(token: seed.token, zil: seed.zil, amount: seed.amount))
            } catch {
                throw ControlRequestBody.problem("\(error)", endpoint)
            }
        case .escrowClaims:
            let calldata = try ControlRequestBody(bytes, for: endpoint, keys: ["calldata"]).escrowClaim()
            guard control.registerEscrowClaim(calldata) else {
                throw ControlRequestBody.problem(
                    "the escrow holds \(EscrowModel.maximumRegisteredClaims) registered claims already", endpoint)
            }
            return ["registered": .string("0x" + Hex.encode(calldata))]
        }
    }

    /// `POST /control/pools/{address}/rewards`: the pool's address from the path, the amount from the body.
    private func addPoolRewards(pool text: String, body bytes: [UInt8]) throws(ControlError) -> JSONValue {
        let endpoint = ControlEndpoint.poolRewards
        let pool: Address
        do { pool = try Address(devnetText: text) } catch {
            throw ControlRequestBody.problem("\"\(text)\" in the path is not an address (\(error))", endpoint)
        }
        let amount = try ControlRequestBody(bytes, for: endpoint, keys: ["qa", "li", "zil"]).amount()
        let wei: Wei
        do { wei = try Wei(amount) } catch { throw ControlRequestBody.problem("\(error)", endpoint) }
        do {
            let balance = try control.addPoolRewards(wei, to: pool)
            return [
                "pool": ControlJSON.evm(pool), "addedWei": .string(wei.weiString),
                "balanceWei": .string(balance.weiString),
            ]
        } catch .unknownPool(let address) {
            throw ControlError(status: .notFound, message: "\(PoolRewardsError.unknownPool(address))")
        } catch {
            throw ControlRequestBody.problem("\(error)", endpoint)
        }
    }

    private static func sender(_ query: ControlQuery) throws(ControlError) -> Address? {
        guard let text = query["sender"] else { return nil }
        do { return try Address(devnetText: text) } catch {
            throw .badRequest("?sender= is not an address (\(error)): write zil1…, 0x… or 40 hex digits")
        }
    }

    private static func status(_ query: ControlQuery) throws(ControlError) -> ReceivedTransaction.Status? {
        guard let text = query["status"] else { return nil }
        guard let status = ReceivedTransaction.Status(rawValue: text) else {
            throw .badRequest("?status= is accepted or rejected, not \"\(text)\"")
        }
        return status
    }

    /// A JSON answer that no cache keeps.
    static func json(_ value: JSONValue, status: HTTPStatus = .ok) -> HTTPResponse {
        var response = HTTPResponse.json(value.encodedBytes(), status: status)
        response.headers.set("no-store", for: "Cache-Control")
        return response
    }
}

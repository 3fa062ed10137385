import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Add a token scene")
@MainActor
struct AddTokenViewModelTests {
    private let reading = FakeTokenReadingUseCase()
    private let list: DefaultTokenListUseCase
    private let usdtContract: EVMAddress

    init() throws {
        list = try TokenSceneFixtures.list()
        usdtContract = try EVMAddress(TokenSceneFixtures.usdtContract)
    }

    private func makeViewModel() -> AddTokenViewModel {
        AddTokenViewModel(tokenList: list, tokenReading: reading, network: .success(.devnet))
    }

    /// What USDT's contract says, with `symbol` and `decimals` as given.
    private func usdtSays(symbol: String? = "USDT", decimals: Int? = 6) {
        reading.setMetadata(
            TokenMetadata(
                contract: usdtContract, evmChainID: Network.devnet.evmChainID, name: "Tether USD", symbol: symbol,
                decimals: decimals))
    }

    /// The scene with USDT's address typed and read.
    private func read() async -> AddTokenViewModel {
        let viewModel = makeViewModel()
        viewModel.didEditAddress(TokenSceneFixtures.usdtContract)
        viewModel.didEndEditingAddress()
        await viewModel.didTapRead()
        return viewModel
    }

    @Test("an address that is not one is said once editing ends, and nothing is read")
    func invalidAddress() async {
        // Arrange
        let viewModel = makeViewModel()
        viewModel.didEditAddress("zil1notatoken")
        // Act
        viewModel.didEndEditingAddress()
        await viewModel.didTapRead()
        // Assert
        guard case .invalid(let message) = viewModel.state.address else {
            Issue.record("the address field shows no error")
            return
        }
        #expect(message.message.hasPrefix("A token's contract is a 0x… address of 40 hex digits: "))
        #expect(reading.calls(to: .metadata) == 0)
    }

    @Test("reading shows what the contract says, the warning, and the token Add would list")
    func preview() async throws {
        // Arrange
        usdtSays()
        // Act
        let viewModel = await read()
        // Assert
        let preview = try #require(viewModel.state.preview)
        #expect(
            preview
                == AddTokenViewModel.Preview(
                    contract: TokenSceneFixtures.usdtContract, symbol: "USDT", name: "Tether USD", decimals: 6))
        #expect(
            viewModel.state.warning
                == "Anyone can deploy a token and give it any name and symbol, USDT included: check \(TokenSceneFixtures.usdtContract) on an explorer before you trust it."
        )
        #expect(viewModel.state.token == (try TokenSceneFixtures.usdt()))
        #expect(!viewModel.state.asksSymbol && !viewModel.state.asksDecimals)
        #expect(viewModel.state.isAddEnabled)
    }

    @Test("the wait says what it waits for, and ends with the answer")
    func waitLabel() async {
        // Arrange
        usdtSays()
        let viewModel = makeViewModel()
        viewModel.didEditAddress(TokenSceneFixtures.usdtContract)
        let changes = StateChanges(of: viewModel)
        // Act
        await viewModel.didTapRead()
        // Assert
        #expect(
            changes.states.map(\.readingLabel) == [
                "Asking the node for the name, symbol and decimals of \(TokenSceneFixtures.usdtContract)", nil,
            ])
        #expect(changes.states.first?.isAddEnabled == false)
    }

    @Test("a contract that does not say its decimals is asked for them alone, and the token is made once typed")
    func asksDecimals() async throws {
        // Arrange
        usdtSays(decimals: nil)
        let viewModel = await read()
        #expect(viewModel.state.asksDecimals && !viewModel.state.asksSymbol && viewModel.state.token == nil)
        // Act
        viewModel.didEditDecimals("6")
        // Assert
        #expect(viewModel.state.token == (try TokenSceneFixtures.usdt()))
    }

    @Test("decimals typed past 77 are refused at their field, and nothing can be added")
    func decimalsOutOfRange() async {
        // Arrange
        usdtSays(decimals: nil)
        let viewModel = await read()
        // Act
        viewModel.didEditDecimals("78")
        viewModel.didEndEditingDecimals()
        // Assert
        #expect(viewModel.state.decimals == .invalid(TokenDecimalsValidator.outOfRange))
        #expect(!viewModel.state.isAddEnabled)
    }

    @Test("a contract whose symbol has nothing printable is asked for one, which is shown cleaned")
    func asksSymbol() async throws {
        // Arrange
        usdtSays(symbol: "\u{202E}\u{1B}")
        let viewModel = await read()
        #expect(viewModel.state.asksSymbol && viewModel.state.preview?.symbol == nil)
        // Act
        viewModel.didEditSymbol("US\u{202E}DT")
        // Assert
        #expect(viewModel.state.token?.symbol == "USDT")
    }

    @Test("an address that answers none of name, symbol and decimals says so and asks for both")
    func notAToken() async {
        // Arrange: nothing set, so the contract answers nothing.
        // Act
        let viewModel = await read()
        viewModel.didEditSymbol("ABC")
        viewModel.didEditDecimals("2")
        // Assert
        #expect(viewModel.state.errorMessage?.contains("answers none of name, symbol and decimals on") == true)
        #expect(viewModel.state.token?.label == "ABC (\(TokenSceneFixtures.usdtContract))")
        #expect(viewModel.state.token?.decimals == 2)
    }

    @Test("a node that fails is shown with its text, and nothing is offered to add")
    func nodeFailure() async {
        // Arrange
        let failure = TokenError.node(.service(.rateLimited))
        reading.setError(failure, for: .metadata)
        // Act
        let viewModel = await read()
        // Assert
        #expect(viewModel.state.errorMessage == failure.description)
        #expect(viewModel.state.preview == nil && !viewModel.state.isAddEnabled)
    }

    @Test("Add lists the token and announces it")
    func add() async throws {
        // Arrange
        usdtSays()
        let viewModel = await read()
        var steps: [AddTokenViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        // Act
        viewModel.didTapAdd()
        // Assert
        let usdt = try TokenSceneFixtures.usdt()
        #expect(try list.tokens == [usdt])
        #expect(steps == [.added(usdt)])
    }

    @Test("another address forgets what was read of the first")
    func editForgets() async {
        // Arrange
        usdtSays()
        let viewModel = await read()
        // Act
        viewModel.didEditAddress(TokenSceneFixtures.makerContract)
        // Assert
        #expect(viewModel.state.preview == nil && viewModel.state.token == nil && viewModel.state.warning == nil)
    }

    @Test("a contract whose symbol hides a blank character is shown cleaned, and the warning says so")
    func hiddenCharactersWarned() async throws {
        // Arrange
        usdtSays(symbol: "US\u{2800}DT")
        // Act
        let viewModel = await read()
        // Assert
        #expect(viewModel.state.preview?.symbol == "USDT")
        #expect(viewModel.state.warning?.hasSuffix(AddTokenViewModel.hiddenCharactersWarning) == true)
    }

    @Test("a contract whose name spells an address is warned about")
    func addressInTheNameWarned() async throws {
        // Arrange
        reading.setMetadata(
            TokenMetadata(
                contract: usdtContract, evmChainID: Network.devnet.evmChainID, name: "Tether (0xdAC17F958D2e)",
                symbol: "USDT", decimals: 6))
        // Act
        let viewModel = await read()
        // Assert
        #expect(viewModel.state.warning?.hasSuffix(AddTokenViewModel.addressWarning) == true)
    }
}

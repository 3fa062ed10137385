import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Tokens scene")
@MainActor
struct TokensViewModelTests {
    @Test("the listed tokens are shown in the order they were added")
    func listed() throws {
        // Arrange
        let (usdt, maker) = (try TokenSceneFixtures.usdt(), try TokenSceneFixtures.maker())
        // Act
        let viewModel = TokensViewModel(tokenList: try TokenSceneFixtures.list([usdt, maker]))
        // Assert
        #expect(
            viewModel.state.tokens.map(\.label) == [
                "USDT (\(TokenSceneFixtures.usdtContract))", "MKR (\(TokenSceneFixtures.makerContract))",
            ])
    }

    @Test("Remove asks first: the question names the token beside its contract, and nothing is removed yet")
    func removeAsks() throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        let list = try TokenSceneFixtures.list([usdt])
        let viewModel = TokensViewModel(tokenList: list)
        // Act
        viewModel.didTapRemove(usdt)
        // Assert
        #expect(
            viewModel.state.removalQuestion?.hasPrefix("Remove USDT (\(TokenSceneFixtures.usdtContract)) from") == true)
        #expect(try list.tokens == [usdt])
    }

    @Test("confirming removes the token from the list and says so")
    func confirmRemoves() throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        let list = try TokenSceneFixtures.list([usdt, try TokenSceneFixtures.maker()])
        let viewModel = TokensViewModel(tokenList: list)
        viewModel.didTapRemove(usdt)
        // Act
        viewModel.didConfirmRemoval()
        // Assert
        #expect(try list.tokens.map(\.symbol) == ["MKR"])
        #expect(viewModel.state.tokens.map(\.symbol) == ["MKR"])
        #expect(viewModel.state.notice == "Removed USDT (\(TokenSceneFixtures.usdtContract)).")
        #expect(viewModel.state.removalQuestion == nil)
    }

    @Test("keeping the token leaves the list as it was")
    func cancelKeeps() throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        let list = try TokenSceneFixtures.list([usdt])
        let viewModel = TokensViewModel(tokenList: list)
        viewModel.didTapRemove(usdt)
        // Act
        viewModel.didCancelRemoval()
        // Assert
        #expect(viewModel.state.removalQuestion == nil)
        #expect(try list.tokens == [usdt])
    }

    @Test("Add and Done lead on")
    func steps() throws {
        // Arrange
        let viewModel = TokensViewModel(tokenList: try TokenSceneFixtures.list())
        var steps: [TokensViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        // Act
        viewModel.didTapAdd()
        viewModel.didTapDone()
        // Assert
        #expect(steps == [.add, .done])
    }

    @Test("a list that cannot be read is shown with its text, which names the next step")
    func unreadableList() {
        // Arrange
        let failure = NetworkSettingError.unreadable(.readFailed(path: "/tmp/preferences.json", code: 5))
        let list = DefaultTokenListUseCase(preferences: .inMemory(), networkSetting: .failure(failure))
        // Act
        let viewModel = TokensViewModel(tokenList: list)
        // Assert
        #expect(viewModel.state.errorMessage == TokenError.networkSetting(failure).description)
        #expect(viewModel.state.tokens.isEmpty)
    }
}

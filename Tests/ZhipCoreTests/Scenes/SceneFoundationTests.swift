import Testing
import ZhipCore
import ZhipCoreTestSupport

/// Accepts text that is exactly "ok".
private struct OKValidator: InputValidator {
    func validate(_ input: String) -> ValidationResult<String> {
        input == "ok" ? .valid(input) : .invalid(ValidationMessage("Say ok."))
    }
}

@Suite("Field display rule")
struct FieldStateTests {
    @Test("a valid value shows as valid at once, while still editing")
    func validAtOnce() {
        var field = FieldState(validator: OKValidator())
        field.edit("ok")
        #expect(field.display == .valid)
        #expect(field.value == "ok")
    }

    @Test("an error is held back while the field is being edited")
    func errorHeldBack() {
        var field = FieldState(validator: OKValidator())
        field.edit("no")
        #expect(field.display == .neutral)
        #expect(field.shownError == nil)
    }

    @Test("an error is shown when editing ends")
    func errorShownAfterEditing() {
        var field = FieldState(validator: OKValidator())
        field.edit("no")
        field.endEditing()
        #expect(field.display == .invalid(ValidationMessage("Say ok.")))
    }

    @Test("an empty field shows nothing, even after editing ends")
    func emptyIsNeutral() {
        var field = FieldState(validator: OKValidator())
        field.edit("")
        field.endEditing()
        #expect(field.display == .neutral)
    }
}

@Suite("Navigation")
@MainActor
struct NavigatorTests {
    enum Step: Equatable { case first, second }

    @Test("a navigator reports every step in order")
    func reportsSteps() {
        var steps: [Step] = []
        let navigator = Navigator<Step> { steps.append($0) }
        navigator.next(.first)
        navigator.next(.second)
        #expect(steps == [.first, .second])
    }

    @Test("the recording presenter keeps the root and the modal stack")
    func recordingPresenter() {
        final class Scene: SceneViewModel {
            let title: String
            let state = ""
            var onChange: ((String) -> Void)?
            init(_ title: String) { self.title = title }
        }
        let presenter = RecordingPresenter()
        presenter.present(Scene("main"))
        presenter.presentModally(Scene("send"))
        #expect(presenter.current?.title == "send")
        presenter.dismissModal()
        #expect(presenter.current?.title == "main")
        #expect(presenter.history.count == 2)
    }
}

@Suite("Field privacy")
struct FieldPrivacyTests {
    @Test("neither description nor dump of a field shows what was typed")
    func neverShowsText() {
        var field = FieldState(validator: OKValidator())
        field.edit("correct horse battery staple")
        var dumped = ""
        dump(field, to: &dumped)
        #expect(!"\(field)".contains("horse"))
        #expect(!dumped.contains("horse"))
        #expect(dumped.contains("28"))
    }
}

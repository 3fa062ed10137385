import Foundation
import ZhipCore
import ZilliqaKit

/// The network saved in Zhip's settings (ZhipCore ``Preferences``, key `.network`), the
/// default of `--network`.
enum SavedNetwork {
    /// The saved network; nil when none is saved, or when there is no home directory to keep
    /// settings in (then there can be none).
    /// - Throws: ``NetworkChoiceError`` when the settings cannot be read or the value is not a network.
    static func load() throws(NetworkChoiceError) -> Network? {
        let preference: NetworkPreference?
        do {
            preference = try Container.shared.preferences().load(.network, as: NetworkPreference.self)
        } catch .noHomeDirectory {
            return nil
        } catch {
            throw .unreadableSetting(error)
        }
        switch preference {
        case nil:
            return nil
        case .named(let name)?:
            do { return try Network.named(name) } catch { throw .unusableSetting(reason: error.description) }
        case .custom(let text, let chainID)?:
            guard let url = URL(string: text) else {
                throw .unusableSetting(reason: NetworkError.notHTTP(text).description)
            }
            do {
                return try Network.custom(url: url, chainID: chainID, name: url.absoluteString)
            } catch {
                throw .unusableSetting(reason: error.description)
            }
        }
    }
}

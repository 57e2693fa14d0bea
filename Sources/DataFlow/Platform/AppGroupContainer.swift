import Foundation

extension FileManager {
    /// The folder an App Group shares between an app and its extensions (a widget, an intent):
    /// here a folder of the run's home, `Library/Group Containers/<identifier>`, made when first
    /// asked for and empty at the start of every run, as the app's own documents are.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty else { return nil }
        let url = homeDirectoryForCurrentUser.appendingPathComponent("Library/Group Containers/\(groupIdentifier)", isDirectory: true)
        try? createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// iCloud's container: nil, as on a phone signed in to no iCloud account (D19).
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// Which iCloud account is signed in: none (D19).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}

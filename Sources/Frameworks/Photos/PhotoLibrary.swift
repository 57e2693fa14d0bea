import Foundation

/// The user's photo library, as an app without access sees it (D19).
///
/// Access needs the user's answer to a prompt, and nobody answers in a run: a request completes
/// `.denied`, as a prompt the user declined would, and `authorizationStatus` stays
/// `.notDetermined`, so an app shows its "allow access" path the same way every run. Without
/// access, as on a device, fetches find nothing and a change (saving an image) fails with
/// `PHPhotosError.accessUserDenied`. Each request and change is noted as an effect.
public final class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    public static func shared() -> PHPhotoLibrary { library }

    public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    public static func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(record(nil)) }
    public static func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        handler(record(accessLevel))
    }
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { record(accessLevel) }

    private static func record(_ level: PHAccessLevel?) -> PHAuthorizationStatus {
        let what = level == .addOnly ? "add-only access" : "access"
        Effects.record("PHPhotoLibrary asks for \(what) to the photo library (no one answers here: denied)")
        return .denied
    }

    /// Runs `changeBlock`, whose change requests need access the app does not have: the change
    /// fails, as on a device where the user declined.
    public func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {
        changeBlock()
        Effects.record("PHPhotoLibrary is asked to change the photo library (no access here: nothing saved)")
        completionHandler?(false, PHPhotosError(.accessUserDenied))
    }

    public func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        changeBlock()
        Effects.record("PHPhotoLibrary is asked to change the photo library (no access here: nothing saved)")
        throw PHPhotosError(.accessUserDenied)
    }

    public func performChangesAndWait(_ changeBlock: () -> Void) throws {
        changeBlock()
        Effects.record("PHPhotoLibrary is asked to change the photo library (no access here: nothing saved)")
        throw PHPhotosError(.accessUserDenied)
    }

    /// The observer is kept and never told: nothing in the library changes.
    public func register(_ observer: any PHPhotoLibraryChangeObserver) {}
    public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}
}

/// Told when the library changes; in a run it never does.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// What changed in the library.
public final class PHChange: @unchecked Sendable {}

public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }

public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// The Photos framework's errors.
public struct PHPhotosError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case internalError = -1, userCancelled = 3072, libraryVolumeOffline = 3114, relinquishingLibraryBundleToWriter = 3142,
            switchingSystemPhotoLibrary = 3143, networkAccessRequired = 3164, networkError = 3169, identifierNotFound = 3201,
            multipleIdentifiersFound = 3202, changeNotSupported = 3300, operationInterrupted = 3301, invalidResource = 3302,
            missingResource = 3303, notEnoughSpace = 3305, requestNotSupportedForAsset = 3306, accessRestricted = 3310,
            accessUserDenied = 3311, libraryInFileProviderSyncRoot = 5423, persistentChangeTokenExpired = 3105,
            persistentChangeDetailsUnavailable = 3210
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
}

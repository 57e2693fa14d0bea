import Foundation

/// A photo the picker handed the app: `photo-1`, `photo-2`, … in the order picked, the same every
/// run. Loading it gives its data (a few bytes naming it) or an `Image` named for it, through the
/// type's transfer representation, as PhotosUI loads a `Transferable` (a type of the app's that
/// imports image data gets those bytes).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public let itemIdentifier: String?
    public var supportedContentTypes: [UTType] { [.jpeg, .png, .image] }

    init(number: Int) {
        itemIdentifier = "photo-\(number)"
    }

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The photo's data, as the type asks for it; nil when the type cannot be made from an image.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        try await T.imported(from: data, contentType: .jpeg)
    }

    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let data = data
        Task {
            do {
                completionHandler(.success(try await T.imported(from: data, contentType: .jpeg)))
            } catch {
                completionHandler(.failure(error))
            }
        }
        return Progress(totalUnitCount: 1)
    }

    /// What the photo's file holds here: its name (an image made from it is `Image("photo-1")`).
    private var data: Data { Data((itemIdentifier ?? "photo").utf8) }

    public enum EncodingDisambiguationPolicy: Sendable {
        case automatic, current, compatible
    }
}

public enum PhotosPickerSelectionBehavior: Sendable {
    case `default`, ordered, continuous, continuousAndOrdered
}

/// What the picker offers (images, videos, …): every picked photo is an image here.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let name: String

    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    public static let bursts = PHPickerFilter(name: "bursts")
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")
    public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos")
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    public static let spatialMedia = PHPickerFilter(name: "spatialMedia")

    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: filters.map(\.name).joined(separator: "|")) }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: filters.map(\.name).joined(separator: "&")) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "!" + filter.name) }
}

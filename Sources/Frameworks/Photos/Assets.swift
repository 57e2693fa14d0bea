import Foundation

/// A photo or video in the library. Without access no asset is ever fetched, so apps meet only
/// the empty results; the type is here so that their code compiles as written.
open class PHObject: NSObject, @unchecked Sendable {
    open var localIdentifier: String { "" }
}

open class PHAsset: PHObject, @unchecked Sendable {
    open var mediaType: PHAssetMediaType { .unknown }
    open var mediaSubtypes: PHAssetMediaSubtype { [] }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var location: AnyObject? { nil }
    open var duration: TimeInterval { 0 }
    open var isFavorite: Bool { false }
    open var isHidden: Bool { false }

    /// No access: nothing is found.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// An album.
open class PHAssetCollection: PHObject, @unchecked Sendable {
    open var localizedTitle: String? { nil }
    open var estimatedAssetCount: Int { 0 }

    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult()
    }
}

public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum = 2, moment = 3 }

public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6, albumMyPhotoStream = 100,
        albumCloudShared = 101, smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203,
        smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207,
        smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211,
        smartAlbumDepthEffect = 212, smartAlbumLivePhotos = 213, smartAlbumAnimated = 214, smartAlbumLongExposures = 215,
        smartAlbumUnableToUpload = 216, smartAlbumRAW = 217, smartAlbumCinematic = 218, smartAlbumSpatial = 219, any = 0x7FFF_FFFF
}

public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }

public struct PHAssetMediaSubtype: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// The result of a fetch: empty without access.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]

    public override init() {
        objects = []
        super.init()
    }

    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}

/// How a fetch sorts and filters.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    open var includeAssetSourceTypes: PHAssetSourceType = []
    public override init() {}
}

public struct PHAssetSourceType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// A change that adds or edits assets, inside `performChanges`: it fails there without access.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { nil }
    open var creationDate: Date?
    open var isFavorite = false
    open var isHidden = false

    public required override init() {}

    open class func creationRequestForAsset(from image: UIImage) -> Self { Self() }
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self() }
    open class func deleteAssets(_ assets: Any) {}
    public convenience init(for asset: PHAsset) { self.init() }
}

open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// Loads images of assets; with no asset fetched, it is never given one to load.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    open class func `default`() -> PHImageManager { shared }

    /// Answers at once with no image, as for an asset that cannot be read.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, nil)
        return 0
    }

    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

public enum PHImageContentMode: Int, Sendable {
    case aspectFit, aspectFill
    public static let `default` = PHImageContentMode.aspectFit
}

open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    public enum DeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
    public enum ResizeMode: Int, Sendable { case none, fast, exact }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var resizeMode: ResizeMode = .fast
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    public override init() {}
}

public typealias PHImageRequestOptionsDeliveryMode = PHImageRequestOptions.DeliveryMode
public typealias PHImageRequestOptionsResizeMode = PHImageRequestOptions.ResizeMode

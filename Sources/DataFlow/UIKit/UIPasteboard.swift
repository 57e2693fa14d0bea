import Foundation

/// The system's clipboard: empty when a run starts (a freshly installed app's user copied nothing
/// it may read), then what the app itself copied. A copy is the system's, so the step notes it as
/// an effect (D18); reading back what was copied works as on a device.
open class UIPasteboard: @unchecked Sendable {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard()

    private var storedItems: [[String: Any]] = []

    public init() {}

    /// Each item as its types and values (`"public.utf8-plain-text": "text"`).
    open var items: [[String: Any]] {
        get { storedItems }
        set {
            storedItems = newValue
            Effects.record("UIPasteboard holds \(newValue.count == 1 ? "1 item" : "\(newValue.count) items")")
        }
    }

    open var numberOfItems: Int { storedItems.count }

    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }
    open func addItems(_ items: [[String: Any]]) { self.items = storedItems + items }

    private func values<T>(of type: T.Type) -> [T] { storedItems.flatMap { $0.values.compactMap { $0 as? T } } }

    private func copy(_ values: [Any], as type: String, describing: String) {
        storedItems = values.map { [type: $0] }
        Effects.record("UIPasteboard copies \(describing)")
    }

    open var string: String? {
        get { values(of: String.self).first }
        set { copy(newValue.map { [$0] } ?? [], as: "public.utf8-plain-text", describing: newValue.map { "\"\($0)\"" } ?? "nothing") }
    }

    open var strings: [String]? {
        get { values(of: String.self).isEmpty ? nil : values(of: String.self) }
        set { copy(newValue ?? [], as: "public.utf8-plain-text", describing: "\(newValue?.count ?? 0) strings") }
    }

    open var url: URL? {
        get { values(of: URL.self).first }
        set { copy(newValue.map { [$0] } ?? [], as: "public.url", describing: newValue?.absoluteString ?? "nothing") }
    }

    open var urls: [URL]? {
        get { values(of: URL.self).isEmpty ? nil : values(of: URL.self) }
        set { copy(newValue ?? [], as: "public.url", describing: "\(newValue?.count ?? 0) URLs") }
    }

    open var image: UIImage? {
        get { values(of: UIImage.self).first }
        set { copy(newValue.map { [$0] } ?? [], as: "public.image", describing: "an image") }
    }

    open var images: [UIImage]? {
        get { values(of: UIImage.self).isEmpty ? nil : values(of: UIImage.self) }
        set { copy(newValue ?? [], as: "public.image", describing: "\(newValue?.count ?? 0) images") }
    }

    open var hasStrings: Bool { !values(of: String.self).isEmpty }
    open var hasURLs: Bool { !values(of: URL.self).isEmpty }
    open var hasImages: Bool { !values(of: UIImage.self).isEmpty }
    open var hasColors: Bool { false }

    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        copy([value], as: pasteboardType, describing: "a value of type \(pasteboardType)")
    }

    open func value(forPasteboardType pasteboardType: String) -> Any? { storedItems.first?[pasteboardType] }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        copy([data], as: pasteboardType, describing: "\(data.count) bytes of \(pasteboardType)")
    }

    open func data(forPasteboardType pasteboardType: String) -> Data? { storedItems.first?[pasteboardType] as? Data }
}

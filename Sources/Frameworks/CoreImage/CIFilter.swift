/// An image filter, by name and inputs: `CIFilter(name: "CISepiaTone")`, or typed,
/// `CIFilter.sepiaTone()` (see `CIFilterBuiltins.swift`).
///
/// A filter keeps its inputs as set and lists them in `inputKeys`, as Core Image does, so code
/// that asks which inputs a filter has takes the same path; its `outputImage` is the input
/// image's recipe with the filter's name around it (`CISepiaTone(image)`), and nothing is
/// rendered (see `CIContext`). Filters dataflow does not know (see `FilterCatalog`) give nil.
open class CIFilter: CustomStringConvertible {
    /// The filter's Core Image name (`CISepiaTone`).
    open var name: String
    let spec: FilterSpec
    var values: [String: Any] = [:]

    /// A filter with no name and no inputs.
    public init() {
        name = ""
        spec = FilterSpec(category: kCICategoryBuiltIn, inputs: [])
    }

    init(name: String, spec: FilterSpec) {
        self.name = name
        self.spec = spec
        setDefaults()
    }

    public convenience init?(name: String) {
        guard let spec = FilterCatalog.spec(named: name) else { return nil }
        self.init(name: name, spec: spec)
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The names of the filter's inputs, in Core Image's order.
    open var inputKeys: [String] { spec.inputs.map(\.key) }

    open var outputKeys: [String] { [kCIOutputImageKey] }

    open var attributes: [String: Any] {
        [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: name, kCIAttributeFilterCategories: [spec.category, kCICategoryBuiltIn]]
    }

    /// The filtered image's recipe; nil until an image filter has an input image.
    open var outputImage: CIImage? {
        guard spec.takesImage else { return CIImage(recipe: name, extent: .infinite) }
        guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
        return CIImage(recipe: "\(name)(\(input.recipe))", extent: input.extent)
    }

    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// Every input back to Core Image's default (the input image to none).
    open func setDefaults() {
        values = [:]
        for input in spec.inputs {
            if let value = input.value.value { values[input.key] = value }
        }
    }

    open var description: String { "CIFilter(\(name))" }

    /// The filters dataflow knows in a category (all of them for `kCICategoryBuiltIn`), by name.
    public static func filterNames(inCategory category: String?) -> [String] {
        FilterCatalog.names(inCategories: [category ?? kCICategoryBuiltIn])
    }

    public static func filterNames(inCategories categories: [String]?) -> [String] {
        FilterCatalog.names(inCategories: categories ?? [kCICategoryBuiltIn])
    }

    /// A filter's display name: its name without the `CI` prefix, words apart (`Sepia Tone`).
    public static func localizedName(forFilterName filterName: String) -> String? {
        guard FilterCatalog.spec(named: filterName) != nil else { return nil }
        var words = ""
        for character in filterName.dropFirst(2) {
            if character.isUppercase, !words.isEmpty { words += " " }
            words.append(character)
        }
        return words
    }
}

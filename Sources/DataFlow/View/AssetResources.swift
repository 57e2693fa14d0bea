import Foundation

/// A colour in the app's asset catalog, as Xcode's generated asset symbols name it: a colour set
/// `Brand.colorset` becomes `ColorResource.brand`, so `Color(.brand)` compiles. dataflow reads no
/// assets: the colour shows by its name, as `Color("Brand")` does (D15).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    public let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

/// An image in the app's asset catalog, as Xcode's generated asset symbols name it: an image set
/// `Logo.imageset` becomes `ImageResource.logo`, so `Image(.logo)` compiles and shows by name.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// A colour of the asset catalog, by its generated symbol: `Color(.brand)`.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}

extension Image {
    /// An image of the asset catalog, by its generated symbol: `Image(.logo)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}

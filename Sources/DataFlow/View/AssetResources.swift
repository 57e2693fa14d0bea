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

// Buttons and labels whose icon is an image set by its generated symbol (iOS 17:
// `Button("Add", image: .plus)`), as the forms with an image name.
extension Button where Label == DataFlow.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { DataFlow.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { DataFlow.Label(titleResource, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { DataFlow.Label(title, image: image) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DataFlow.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DataFlow.Label(titleResource, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DataFlow.Label(title, image: image) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(title: { Text(titleResource) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

// The system styles' resolved type, as SwiftUI declares it (iOS 17): `Never`. They resolve to
// nothing an app can hold; SwiftUI resolves them internally, and dataflow draws none (D15).
// `ShapeStyle.Resolved`, `resolve(in:)` and `Never`'s conformance are in
// `ShapeStyleResolution.swift`; a colour, the one style that resolves, gives `Color.Resolved`.

extension FillShapeStyle { public typealias Resolved = Never }
extension PlaceholderTextShapeStyle { public typealias Resolved = Never }
extension LinkShapeStyle { public typealias Resolved = Never }
extension SelectionShapeStyle { public typealias Resolved = Never }
extension WindowBackgroundShapeStyle { public typealias Resolved = Never }
extension AnyShapeStyle { public typealias Resolved = Never }
extension HierarchicalShapeStyle { public typealias Resolved = Never }
extension SeparatorShapeStyle { public typealias Resolved = Never }
extension BackgroundStyle { public typealias Resolved = Never }
extension ForegroundStyle { public typealias Resolved = Never }
extension TintShapeStyle { public typealias Resolved = Never }

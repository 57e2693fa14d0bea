@_spi(Reflection) import Swift

/// One dynamic property field of a view type, found by reflection.
package struct PropertyField {
    /// The stored name, as `_printChanges` prints it: `_count` for `@State var count` (§12);
    /// `@16` (the byte offset) for one nested inside a custom `DynamicProperty`.
    package var name: String
    /// Byte offset of the field inside the view struct.
    package var offset: Int
    /// Declaration order among the view's boxed properties.
    package var index: Int
    package var type: any BoxedProperty.Type
}

/// Where a view type keeps its dynamic properties, computed once per type.
///
/// This is how the graph gives *its own copy* of a view its storage (D2): it walks the struct's
/// stored fields (`_forEachField`), and before each body writes into the fields of that copy.
package struct PropertyLayout {
    package var fields: [PropertyField] = []
    /// Custom `DynamicProperty` structs, innermost first, whose `update()` runs before the body.
    package var customProperties: [(offset: Int, type: any DynamicProperty.Type)] = []

    package init(of viewType: Any.Type) {
        guard let holder = viewType as? any DynamicPropertyHolder.Type else {
            collect(viewType, baseOffset: 0, nested: false)
            return
        }
        // A custom modifier seen as a view: its properties are the modifier's, under their own names.
        _ = _forEachField(of: viewType, options: []) { name, offset, fieldType, _ in
            if String(cString: name) == holder.hostedField { collect(fieldType, baseOffset: offset, nested: false) }
            return true
        }
    }

    private mutating func collect(_ type: Any.Type, baseOffset: Int, nested: Bool) {
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            let absolute = baseOffset + offset
            if let boxed = fieldType as? any BoxedProperty.Type {
                fields.append(PropertyField(
                    name: nested ? "@\(absolute)" : String(cString: name),
                    offset: absolute,
                    index: fields.count,
                    type: boxed))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                collect(custom, baseOffset: absolute, nested: true)
                customProperties.append((absolute, custom))
            }
            return true
        }
    }
}

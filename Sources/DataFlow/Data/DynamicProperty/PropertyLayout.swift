@_spi(Reflection) import Swift

/// One dynamic property field of a view type, found by reflection.
package struct PropertyField {
    /// The stored name, as `_printChanges` prints it: `_count` for `@State var count` (§12). Inside
    /// a custom `DynamicProperty`, the property at the wrapper's own offset takes the wrapper's
    /// stored name (`_categories`) and each further one its byte offset in the view (`@16`).
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
            collect(viewType, baseOffset: 0)
            return
        }
        // A custom modifier seen as a view: its properties are the modifier's, under their own names.
        _ = _forEachField(of: viewType, options: []) { name, offset, fieldType, _ in
            if String(cString: name) == holder.hostedField { collect(fieldType, baseOffset: offset) }
            return true
        }
    }

    /// The stored property nested properties sit in: its name and where it starts (§12).
    private struct Wrapper {
        var name: String
        var offset: Int
        var named = false

        /// The first property at the wrapper's own offset prints as the wrapper; the others as
        /// their offset in the view.
        mutating func name(at offset: Int) -> String {
            guard !named, offset == self.offset else { return "@\(offset)" }
            named = true
            return name
        }
    }

    private mutating func collect(_ type: Any.Type, baseOffset: Int) {
        var none: Wrapper?
        collect(type, baseOffset: baseOffset, wrapper: &none)
    }

    /// `wrapper` is nil for the view's own fields, else the stored property they are nested in.
    private mutating func collect(_ type: Any.Type, baseOffset: Int, wrapper: inout Wrapper?) {
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            let absolute = baseOffset + offset
            let storedName = String(cString: name)
            if let boxed = fieldType as? any BoxedProperty.Type {
                let fieldName = wrapper == nil ? storedName : wrapper!.name(at: absolute)
                fields.append(PropertyField(name: fieldName, offset: absolute, index: fields.count, type: boxed))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                if wrapper == nil {
                    var enclosing: Wrapper? = Wrapper(name: storedName, offset: absolute)
                    collect(custom, baseOffset: absolute, wrapper: &enclosing)
                } else {
                    collect(custom, baseOffset: absolute, wrapper: &wrapper)
                }
                customProperties.append((absolute, custom))
            }
            return true
        }
    }
}

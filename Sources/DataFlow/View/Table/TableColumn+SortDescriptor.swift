import Foundation

/// A column of Objective-C objects sorted by a `SortDescriptor` (iOS 16): one initializer per
/// value type a descriptor can compare, as SwiftUI declares them.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: String(title), cell: content)
    }
    public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: text.string, cell: content)
    }
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: String(title), cell: content)
    }
    public init(
        _ text: Text, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(title: titleKey.text, cell: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(title: String(localized: titleResource), cell: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(title: String(title), cell: { Text($0[keyPath: value]) })
    }
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(title: text.string, cell: { Text($0[keyPath: value]) })
    }
}

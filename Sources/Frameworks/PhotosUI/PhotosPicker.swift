import Foundation

/// The photos picker: a control whose selection is a binding the app reads (§20), operated by a
/// script that picks photos (`pick-photos "Select a photo" 2`): the picker writes that many items
/// to its selection, in the write's transaction, as the system's picker does when the user taps
/// Add. The photos are the same every run (`photo-1`, `photo-2`, …), so a transcript is too.
///
/// Its screen line names it and says what is selected: `PhotosPicker "Select a photo" (2
/// selected)`; a single-selection picker says `(photo-1)` or `(none)`.
public struct PhotosPicker<Label: View>: View {
    private let selection: Selection
    private let label: Label
    private let maxSelectionCount: Int?

    /// One item or several.
    private enum Selection {
        case one(Binding<PhotosPickerItem?>)
        case many(Binding<[PhotosPickerItem]>)
    }

    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared(),
        @ViewBuilder label: () -> Label
    ) {
        self.selection = .one(selection)
        self.label = label()
        maxSelectionCount = 1
    }

    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary = .shared(), @ViewBuilder label: () -> Label
    ) {
        self.selection = .many(selection)
        self.label = label()
        self.maxSelectionCount = maxSelectionCount
    }

    public var body: some View {
        ScriptedControl(kind: .photosPicker, name: "PhotosPicker", label: label, detail: detail) { action in
            guard case .pickPhotos(_, let count) = action else { return }
            pick(count)
        }
    }

    private var detail: String {
        switch selection {
        case .one(let item): "(\(item.wrappedValue?.itemIdentifier ?? "none"))"
        case .many(let items): "(\(items.wrappedValue.count) selected)"
        }
    }

    /// The user picks `count` photos (no more than the picker allows) and taps Add.
    private func pick(_ count: Int) {
        let allowed = maxSelectionCount.map { $0 > 0 ? min(count, $0) : count } ?? count
        let items = (0..<allowed).map { PhotosPickerItem(number: $0 + 1) }
        switch selection {
        case .one(let item): item.wrappedValue = items.first
        case .many(let selected): selected.wrappedValue = items
        }
    }
}

extension PhotosPicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared()
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared()
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
            preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary
        ) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared()
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared()
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
            preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary
        ) { Text(title) }
    }
}

extension View {
    /// The picker presented as a sheet while `isPresented` is true: the script picks in it as in
    /// an inline picker (`pick-photos "Photos" 1`), which then closes.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared()
    ) -> some View {
        VStack(spacing: 0) {
            self
            if isPresented.wrappedValue {
                PhotosPicker(selection: selection.closing(isPresented)) {
                    Text("Photos")
                }
            }
        }
    }

    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary = .shared()
    ) -> some View {
        VStack(spacing: 0) {
            self
            if isPresented.wrappedValue {
                PhotosPicker(selection: selection.closing(isPresented), maxSelectionCount: maxSelectionCount) { Text("Photos") }
            }
        }
    }
}

extension Binding {
    /// The selection of a presented picker: picking writes it, then closes the picker.
    fileprivate func closing(_ isPresented: Binding<Bool>) -> Binding<Value> {
        Binding(
            get: { wrappedValue },
            set: {
                wrappedValue = $0
                isPresented.wrappedValue = false
            })
    }
}

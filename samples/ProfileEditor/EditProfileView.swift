import PhotosUI
import SwiftUI

struct EditProfileView: View {
    @Environment(Profile.self) private var profile
    @Environment(\.dismiss) private var dismiss
    @State private var avatarItem: PhotosPickerItem?
    @State private var galleryItems: [PhotosPickerItem] = []

    var body: some View {
        @Bindable var profile = profile
        NavigationStack {
            Form {
                Section("Photo") {
                    PhotosPicker("Choose avatar", selection: $avatarItem, matching: .images)
                    PhotosPicker(selection: $galleryItems, maxSelectionCount: 3, matching: .images) {
                        Label("Add to gallery", systemImage: "photo.on.rectangle")
                    }
                }
                Section("About") {
                    TextField("Name", text: $profile.name)
                    TextField("Bio", text: $profile.bio, axis: .vertical)
                }
            }
            .navigationTitle("Edit Profile")
            .toolbar {
                Button("Done") { dismiss() }
            }
            .onChange(of: avatarItem) {
                Task {
                    if let data = try? await avatarItem?.loadTransferable(type: Data.self) {
                        profile.avatarName = String(decoding: data, as: UTF8.self)
                    }
                }
            }
            .onChange(of: galleryItems) { _, items in
                profile.galleryNames = items.compactMap(\.itemIdentifier)
            }
        }
    }
}

import PhotosUI
import SwiftUI

struct ContentView: View {
    @Environment(Profile.self) private var profile
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                AvatarView(name: profile.avatarName)
                Text(profile.name)
                    .font(.title)
                if !profile.bio.isEmpty {
                    Text(profile.bio)
                }
                Text("\(profile.galleryNames.count) photos in the gallery")
            }
            .navigationTitle("Profile")
            .toolbar {
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
                EditProfileView()
            }
        }
    }
}

struct AvatarView: View {
    let name: String?

    var body: some View {
        if let name {
            Image(name)
                .resizable()
                .frame(width: 80, height: 80)
                .clipShape(Circle())
        } else {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
        }
    }
}

#Preview {
    ContentView()
        .environment(Profile())
}

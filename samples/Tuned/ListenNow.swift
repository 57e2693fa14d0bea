import SwiftUI

struct ListenNow: View {
    var body: some View {
        ScrollView {
            GlassEffectContainer(spacing: 12) {
                LazyVStack(spacing: 12) {
                    ForEach(Library.episodes) { episode in
                        EpisodeCard(episode: episode)
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Listen Now")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Settings", systemImage: "gearshape") {}
            }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) {
                Button("Account", systemImage: "person.crop.circle") {}
            }
        }
    }
}

/// A card reads the episode it shows, not the player: playing one re-runs no card.
struct EpisodeCard: View {
    let episode: Episode
    @Environment(Player.self) private var player

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(episode.show).font(.caption).foregroundStyle(.secondary)
            Text(episode.title).font(.headline)
            Text("\(episode.minutes) min").font(.caption2)
            HStack {
                Button("Play \(episode.title)") { player.play(episode) }
                    .buttonStyle(.glassProminent)
                Button("Queue \(episode.title)") { player.enqueue(episode) }
                    .buttonStyle(.glass)
            }
        }
        .padding()
        .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
    }
}

struct UpNext: View {
    @Environment(Player.self) private var player

    var body: some View {
        List {
            if player.queue.isEmpty {
                ContentUnavailableView("Nothing Queued", systemImage: "list.bullet", description: Text("Queue an episode to hear it next."))
            }
            ForEach(player.queue) { episode in
                Text(episode.title)
            }
            .onDelete { player.queue.remove(atOffsets: $0) }
        }
        .navigationTitle("Up Next")
    }
}

struct SearchResults: View {
    let query: String

    var matches: [Episode] {
        query.isEmpty ? [] : Library.episodes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List(matches) { episode in
            Text(episode.title)
        }
        .navigationTitle("Search")
    }
}

#Preview {
    ListenNow().environment(Player())
}

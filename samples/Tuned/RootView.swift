import SwiftUI

enum AppTab: Hashable {
    case listen, queue, search
}

struct RootView: View {
    @Environment(Player.self) private var player
    @State private var tab: AppTab = .listen
    @State private var query = ""

    var body: some View {
        TabView(selection: $tab) {
            Tab("Listen Now", systemImage: "play.circle", value: .listen) {
                NavigationStack { ListenNow() }
            }
            Tab("Up Next", systemImage: "list.bullet", value: .queue) {
                NavigationStack { UpNext() }
            }
            .badge(player.queue.count)
            Tab(value: .search, role: .search) {
                NavigationStack {
                    SearchResults(query: query)
                        .searchable(text: $query)
                }
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            NowPlayingBar()
        }
    }
}

struct NowPlayingBar: View {
    @Environment(Player.self) private var player
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(player.current?.title ?? "Not Playing")
                if placement == .expanded, let show = player.current?.show {
                    Text(show).font(.caption)
                }
            }
            Spacer()
            Button(player.isPlaying ? "Pause" : "Resume", systemImage: player.isPlaying ? "pause.fill" : "play.fill") {
                player.togglePlayback()
            }
            .disabled(player.current == nil)
            Button("Next", systemImage: "forward.fill") { player.playNext() }
                .disabled(player.queue.isEmpty)
        }
        .padding(.horizontal)
    }
}

import Foundation
import Observation

struct Episode: Identifiable, Hashable {
    let id: Int
    let show: String
    let title: String
    let minutes: Int
}

@Observable
final class Player {
    var current: Episode?
    var isPlaying = false
    var queue: [Episode] = []

    func play(_ episode: Episode) {
        current = episode
        isPlaying = true
        queue.removeAll { $0 == episode }
    }

    func togglePlayback() {
        guard current != nil else { return }
        isPlaying.toggle()
    }

    func enqueue(_ episode: Episode) {
        guard !queue.contains(episode), episode != current else { return }
        queue.append(episode)
    }

    func playNext() {
        guard !queue.isEmpty else { return }
        play(queue.removeFirst())
    }
}

enum Library {
    static let episodes = [
        Episode(id: 1, show: "Swift Talk", title: "Observation, Deeply", minutes: 42),
        Episode(id: 2, show: "Glass Half Full", title: "Designing for Liquid Glass", minutes: 35),
        Episode(id: 3, show: "Under the Hood", title: "How SwiftUI Diffs", minutes: 51),
    ]
}

import Foundation

/// The descriptor a user's program answers on, and the frames it sends there.
///
/// The command starts the program with a pipe as descriptor 3 and reads it to the end. The
/// program moves that descriptor out of the user's way before any of their code runs
/// (`ProgramLaunch`: a high number, closed on exec, so no `Process` the views' code starts
/// inherits it). Everything it sends there is a frame with the run's secret:
///
///     \u{1E}dataflow <token> <kind> <byte count>\n<payload>\n\u{1E}dataflow <token> end\n
///
/// `step` frames say which step is about to be played (so that after a crash the command knows
/// where), one `answer` frame carries the `ProgramResponse` as JSON when the program finishes,
/// and the run's keeper sends a `left` frame naming the processes still running when the
/// program ended (`RunNamespace`). Only a whole frame with the request's token counts: bytes the
/// views' code writes to the channel, or on standard error, cannot forge an answer or a step,
/// and a program that ends early has given no answer. Only the process that read the request
/// answers, so a `fork()` in the views' code does not answer twice.
package enum ProgramChannel {
    /// The descriptor the command hands the program.
    package static let descriptor: Int32 = 3

    package enum Kind: String {
        case answer, step, left
    }

    package static func frame(_ kind: Kind, _ payload: [UInt8], token: String) -> [UInt8] {
        Array("\u{1E}dataflow \(token) \(kind.rawValue) \(payload.count)\n".utf8) + payload
            + Array("\n\u{1E}dataflow \(token) end\n".utf8)
    }

    /// What the channel received, frame by frame.
    package struct Received {
        /// The program's answer; nil when there is no whole one (it ended before answering).
        package var response: ProgramResponse?
        /// The step the program last began (0 is the mount), if it said.
        package var lastStep: Int?
        /// The names of the processes the run's keeper found still running at the end.
        package var left: [String] = []
    }

    /// The frames with `token` in what the channel received; anything else is ignored.
    package static func received(_ data: Data, token: String) -> Received {
        var received = Received()
        let header = Data("\u{1E}dataflow \(token) ".utf8)
        var searchFrom = data.startIndex
        while let found = data.range(of: header, in: searchFrom..<data.endIndex) {
            searchFrom = found.upperBound
            guard let newline = data[found.upperBound...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let words = String(decoding: data[found.upperBound..<newline], as: UTF8.self).split(separator: " ")
            guard words.count == 2, let kind = Kind(rawValue: String(words[0])), let count = Int(words[1]), count >= 0 else { continue }
            let start = newline + 1
            let trailer = Data("\n\u{1E}dataflow \(token) end\n".utf8)
            guard data.endIndex - start >= count + trailer.count, data[(start + count)..<(start + count + trailer.count)] == trailer else {
                continue
            }
            let payload = data[start..<(start + count)]
            searchFrom = start + count + trailer.count
            switch kind {
            case .answer:
                if received.response == nil { received.response = try? JSONDecoder().decode(ProgramResponse.self, from: payload) }
            case .step:
                received.lastStep = Int(String(decoding: payload, as: UTF8.self)) ?? received.lastStep
            case .left:
                received.left += String(decoding: payload, as: UTF8.self).split(separator: "\n").map(String.init)
            }
        }
        return received
    }
}

/// In a user's program: the channel `ProgramLaunch` took over, written with the C library's own
/// `write` (`CLibrary`).
struct ProgramAnswer {
    /// The process that read the request: only it answers.
    private let owner = CLibrary.getpid()
    private let descriptor: Int32
    let token: String

    /// The channel of a program `dataflow` started (nil otherwise).
    init?(_ taken: ProgramLaunch.Taken?) {
        guard let taken else { return nil }
        descriptor = taken.channel
        token = taken.token
    }

    /// Says which step is about to be played.
    func willPlay(step: Int) {
        guard isOwner else { return }
        CLibrary.writeAll(ProgramChannel.frame(.step, Array(String(step).utf8), token: token), to: descriptor)
    }

    /// Sends the answer; false in a process other than the one that read the request.
    @discardableResult
    func send(_ response: ProgramResponse) -> Bool {
        guard isOwner else { return false }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let payload = (try? encoder.encode(response)) ?? Data()
        CLibrary.writeAll(ProgramChannel.frame(.answer, Array(payload), token: token), to: descriptor)
        _ = CLibrary.close(descriptor)
        return true
    }

    /// Whether this is the process that read the request (a forked copy is not).
    var isOwner: Bool { CLibrary.getpid() == owner }
}

import Foundation

/// The descriptor a user's program answers on, and the frame around its answer.
///
/// The command starts the program with a pipe as descriptor 3 and reads it to the end. The
/// program moves that descriptor out of the user's way at once (a high number, closed on exec, so
/// no `Process` the views' code starts inherits it) and writes one frame when it finishes:
///
///     \u{1E}dataflow <token> <byte count>\n<JSON of a ProgramResponse>\n\u{1E}dataflow <token> end\n
///
/// Only a whole frame with the request's token counts: bytes the views' code writes to the channel
/// (or to any descriptor) cannot forge an answer or cut one short, and a program that ends early
/// has given none. Only the process that read the request may answer, so a `fork()` in the views'
/// code does not answer twice.
enum ProgramChannel {
    /// The descriptor the command hands the program.
    static let descriptor: Int32 = 3

    /// The frame for `response`.
    static func frame(_ response: ProgramResponse, token: String) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let payload = (try? encoder.encode(response)) ?? Data()
        var data = Data("\u{1E}dataflow \(token) \(payload.count)\n".utf8)
        data.append(payload)
        data.append(Data("\n\u{1E}dataflow \(token) end\n".utf8))
        return data
    }

    /// The response framed with `token` in what the channel received, or nil when there is no
    /// whole one (the program ended before answering, or something else wrote there).
    static func response(in data: Data, token: String) -> ProgramResponse? {
        let header = Data("\u{1E}dataflow \(token) ".utf8)
        var searchFrom = data.startIndex
        while let found = data.range(of: header, in: searchFrom..<data.endIndex) {
            searchFrom = found.upperBound
            guard let newline = data[found.upperBound...].firstIndex(of: UInt8(ascii: "\n")),
                let count = Int(String(decoding: data[found.upperBound..<newline], as: UTF8.self)), count >= 0
            else { continue }
            let start = newline + 1
            let trailer = Data("\n\u{1E}dataflow \(token) end\n".utf8)
            guard data.endIndex - start >= count + trailer.count,
                data[(start + count)..<(start + count + trailer.count)] == trailer,
                let response = try? JSONDecoder().decode(ProgramResponse.self, from: data[start..<(start + count)])
            else { continue }
            return response
        }
        return nil
    }
}

/// In a user's program: the channel, taken over before the views' code runs.
struct ProgramAnswer {
    /// The process that read the request: only it answers.
    private let owner = getpid()
    private let descriptor: Int32
    let token: String

    /// Takes over descriptor 3 (nil when the program was not started by `dataflow`).
    init?(token: String) {
        let moved = fcntl(ProgramChannel.descriptor, F_DUPFD_CLOEXEC, 100)
        guard moved >= 0 else { return nil }
        close(ProgramChannel.descriptor)
        descriptor = moved
        self.token = token
    }

    /// Sends the answer; false in a process other than the one that read the request.
    @discardableResult
    func send(_ response: ProgramResponse) -> Bool {
        guard getpid() == owner else { return false }
        let frame = ProgramChannel.frame(response, token: token)
        frame.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
        close(descriptor)
        return true
    }

    /// Whether this is the process that read the request (a forked copy is not).
    var isOwner: Bool { getpid() == owner }
}

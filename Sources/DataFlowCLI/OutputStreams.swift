import Foundation

extension FileHandle {
    /// Writes `text`, ignoring a reader that went away (EPIPE): the output was not wanted.
    public func writeQuietly(_ text: String) {
        guard !text.isEmpty else { return }
        try? write(contentsOf: Data(text.utf8))
    }
}

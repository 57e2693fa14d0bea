import DataFlow
import Foundation
import Testing

/// Apple's Foundation names the toolchain's lacks, as apps use them: a bookmark to a file the
/// user picked, kept to reach it again on the next launch.
@Suite struct URLBookmarkTests {
    @Test func aBookmarkLeadsBackToItsFileWhileTheFileExists() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-bookmark-\(getpid()).txt")
        try Data("notes".utf8).write(to: file)
        let bookmark = try file.bookmarkData(options: [.minimalBookmark], includingResourceValuesForKeys: [.nameKey], relativeTo: nil)
        #expect(try file.bookmarkData() == bookmark, "the same file, the same bytes")
        var isStale = true
        let resolved = try URL(resolvingBookmarkData: bookmark, options: [.withoutUI], relativeTo: nil, bookmarkDataIsStale: &isStale)
        #expect(resolved.path == file.standardizedFileURL.path && !isStale)
        try FileManager.default.removeItem(at: file)
        #expect(throws: CocoaError.self) { try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale) }
        #expect(throws: CocoaError.self) { try URL(resolvingBookmarkData: Data("junk".utf8), bookmarkDataIsStale: &isStale) }
    }
}

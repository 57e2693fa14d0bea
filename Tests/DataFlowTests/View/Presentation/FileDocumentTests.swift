import DataFlow
import Foundation
import Testing

/// A backup document as apps write one: JSON data in a regular file.
private struct Backup: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    var data: Data
    init(data: Data) { self.data = data }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        self.data = data
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: data) }
}

private struct Settings: View {
    @State private var exporting = false
    @State private var importing = false
    @State private var result = "none"
    var body: some View {
        VStack {
            Button("Export") { exporting = true }
            Text("result: \(result)")
        }
        .fileExporter(isPresented: $exporting, document: Backup(data: Data("[]".utf8)), contentType: .json, defaultFilename: "backup.json") {
            result = "\($0)"
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json], allowsMultipleSelection: false) { result = "\($0)" }
    }
}

/// A document reads and writes through file wrappers; the system's document pickers are
/// accepted and never shown, so their completions do not run.
@Suite struct FileDocumentTests {
    @Test func aDocumentRoundTripsThroughAFileWrapper() throws {
        let backup = Backup(data: Data("[1,2]".utf8))
        let wrapper = try backup.fileWrapper(configuration: .init(contentType: .json, existingFile: nil))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-backup-\(getpid()).json")
        try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let read = try Backup(configuration: .init(contentType: .json, file: try FileWrapper(url: url)))
        #expect(read.data == backup.data && Backup.writableContentTypes == [.json])
        #expect(throws: CocoaError.self) {
            try Backup(configuration: .init(contentType: .json, file: FileWrapper(directoryWithFileWrappers: [:])))
        }
    }

    @Test func thePickersAreAcceptedAndTheirCompletionsDoNotRun() {
        let harness = Harness(Settings())
        let step = harness.tap("Export")
        #expect(step.writes.map(\.target).contains { $0.hasSuffix("_exporting") })
        #expect(harness.screen.contains("  Text \"result: none\""))
    }
}

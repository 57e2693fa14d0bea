import Foundation

/// When goldens are written, in swift-snapshot-testing's terms.
enum RecordMode: String, CaseIterable {
    /// Never record: a missing or different golden fails (the default, and always under CI).
    case never
    /// Record goldens that do not exist yet; compare the rest.
    case missing
    /// Re-record goldens that differ, and record missing ones.
    case failed
    /// Record every golden.
    case all
}

/// The golden transcripts: `<directory>/<experiment-id>.txt` and `.json`.
struct GoldenStore {
    let directory: String

    func path(for id: String, format: OutputFormat) -> String {
        directory + "/" + id + "." + (format == .text ? "txt" : "json")
    }

    func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Experiment ids that have golden files, sorted.
    func recordedIDs() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let ids = files.compactMap { file -> String? in
            if file.hasSuffix(".txt") { return String(file.dropLast(4)) }
            if file.hasSuffix(".json") { return String(file.dropLast(5)) }
            return nil
        }
        return Array(Set(ids)).sorted()
    }
}

import DataFlow

/// One experiment's transcript as goldens keep it, and whether its script failed.
struct RenderedRun: Equatable {
    var id: String
    /// The transcript in each golden format, by the format's name.
    var renders: [String: String]
    /// Why the run did not end as its experiment expects (a control not on screen, a crash
    /// SwiftUI would stop at): a failed run is never passed and never recorded.
    var failures: [String]

    init(id: String, renders: [String: String], failures: [String] = []) {
        self.id = id
        self.renders = renders
        self.failures = failures
    }

    init(_ transcript: Transcript, formats: [OutputFormat] = OutputFormat.transcriptFormats) {
        var renders: [String: String] = [:]
        for format in formats { renders[format.rawValue] = render(transcript, format) }
        self.init(id: transcript.id, renders: renders, failures: failureLines(transcript))
    }

    func text(in format: OutputFormat) -> String? { renders[format.rawValue] }
}

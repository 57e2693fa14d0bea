/// How a model samples its answer: the sampling mode, the temperature, a length limit. Accepted
/// and unused: no model runs here (see `SystemLanguageModel`).
public struct GenerationOptions: Sendable, Equatable {
    public var sampling: SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?

    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// How the next token is chosen: the likeliest (`.greedy`), or at random among the likeliest.
    public struct SamplingMode: Sendable, Equatable {
        let name: String

        public static var greedy: SamplingMode { SamplingMode(name: "greedy") }

        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(name: "random top \(k)") }

        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(name: "random threshold \(probabilityThreshold)")
        }
    }
}

import Experiments
import Foundation
import Testing

/// Every claim of the seed articles is demonstrated by at least one experiment that cites it.
@Suite struct ClaimCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seed claims' ids, from the entries of `docs/SEEDS.md` (`### S0.6 — …`).
    static func seedClaims() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/SEEDS.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("### S"), let dash = line.range(of: " — ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<dash.lowerBound])
        }
    }

    @Test func everySeedClaimIsCitedByAnExperiment() throws {
        let cited = Set(Catalog.experiments.flatMap(\.claims))
        let claims = try Self.seedClaims()
        #expect(claims.count >= 20, "the claim list looks truncated")
        for claim in claims {
            #expect(cited.contains(claim), "no experiment cites \(claim)")
        }
    }

    @Test func experimentsCiteOnlyKnownClaimsAndRules() throws {
        let known = Set(try Self.seedClaims())
        for experiment in Catalog.experiments {
            for claim in experiment.claims {
                let isRule = claim.hasPrefix("§") || claim.hasPrefix("D") || claim.hasPrefix("Q")
                #expect(isRule || known.contains(claim), "\(experiment.id) cites unknown claim \(claim)")
            }
        }
    }
}

import Foundation
import Testing
import Experiments

/// Every claim of the seed articles is demonstrated by at least one experiment that cites it.
@Suite struct ClaimCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The claim ids, from `../shared/seeds/README.md` when the workspace has it, else from the
    /// copy committed beside this test (CI checks out the repository alone).
    static func seedClaims() throws -> [String] {
        let fixture = try String(contentsOf: root.appendingPathComponent("Tests/ExperimentsTests/Fixtures/seed-claims.txt"), encoding: .utf8)
        return fixture.split(separator: "\n").map(String.init)
    }

    static func claims(inSeedsReadme text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- S"), let end = line.dropFirst(2).firstIndex(of: " ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 2)..<end])
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

    @Test func theCommittedClaimListMatchesTheSeedsReadme() throws {
        let readme = Self.root.deletingLastPathComponent().appendingPathComponent("shared/seeds/README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return }  // not in this checkout
        #expect(Self.claims(inSeedsReadme: text) == (try Self.seedClaims()))
    }

    @Test func experimentsCiteOnlyKnownClaimsAndRules() throws {
        let known = Set(try Self.seedClaims())
        for experiment in Catalog.experiments {
            for claim in experiment.claims {
                let isRule = claim.hasPrefix("§") || claim.hasPrefix("D")
                #expect(isRule || known.contains(claim), "\(experiment.id) cites unknown claim \(claim)")
            }
        }
    }
}

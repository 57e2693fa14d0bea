import Foundation
import Testing

@testable import DataFlowCLI

/// Xcode 26's symbols for a String Catalog's manual keys: named in lower camel case, their text
/// the source language's value; keys that take arguments or that Xcode extracted are left out.
@Suite struct StringCatalogSymbolsTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "description_unavailable" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Keine Beschreibung." } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "No description set." } }
              }
            },
            "items_count" : {
              "extractionState" : "manual",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } }
            },
            "Save" : { },
            "Progress Done" : {
              "extractionState" : "manual",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "All done" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func manualKeysWithoutArgumentsBecomeSymbols() throws {
        let workspace = try UserFileTests.Workspace()
        let path = try workspace.write("Localizable.xcstrings", Self.catalog)
        let entries = StringCatalogSymbols.entries(inCatalog: path)
        #expect(entries.map(\.symbol) == ["descriptionUnavailable", "progressDone"])
        #expect(entries.map(\.value) == ["No description set.", "All done"])
        let source = try #require(StringCatalogSymbols.source(for: entries))
        #expect(
            source.contains(
                #"static var `descriptionUnavailable`: LocalizedStringResource { LocalizedStringResource("description_unavailable", defaultValue: "No description set.") }"#
            ))
        #expect(StringCatalogSymbols.source(for: []) == nil)
        #expect(StringCatalogSymbols.takesArguments("%lld items") && StringCatalogSymbols.takesArguments("%1$@ and %2$@"))
        #expect(!StringCatalogSymbols.takesArguments("100%% sure"))
        #expect(StringCatalogSymbols.entries(inCatalog: workspace.directory.path + "/missing.xcstrings").isEmpty)
    }

    @Test func aFolderWithACatalogCompilesItsSymbols() throws {
        let workspace = try UserFileTests.Workspace()
        try workspace.write("App/Localizable.xcstrings", Self.catalog)
        try workspace.write(
            "App/App.swift",
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(.descriptionUnavailable)
                        Text(String(localized: .progressDone))
                    }
                }
            }
            """)
        let result = try workspace.dataflow(["run", "App"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"No description set.\""))
        #expect(result.stdout.contains("Text \"All done\""))
    }
}

import DataFlow
import Foundation
import Testing

// The container forms of iOS 16–18 as SwiftUI types them: labelled control groups and toolbar
// groups, a menu titled by a resource, the title menu, toolbar items not shown by default, the
// search's unavailable view, a saved navigation path, editable rows and tab builders.

private struct Editor: View {
    @State private var added = 0
    @State private var bold = false
    @State private var duplicated = false
    let title: LocalizedStringResource = "Add"
    var body: some View {
        NavigationStack {
            VStack {
                Menu(title, image: ImageResource(name: "plus.badge", bundle: .main)) {
                    Button("Add Many") { added += 10 }
                } primaryAction: {
                    added += 1
                }
                ControlGroup("Format", systemImage: "textformat") {
                    Button("Bold") { bold.toggle() }
                }
                Text("added \(added), bold \(bold), duplicated \(duplicated)")
            }
            .toolbar {
                ToolbarTitleMenu { Button("Duplicate") { duplicated = true } }
                ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) { Button("Share") { added = -1 } }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("Reset") { added = 0 }
                } label: {
                    Text("More")
                }
            }
        }
    }
}

private func shows(_ harness: Harness, _ text: String) -> Bool {
    harness.screen.contains { $0.hasSuffix("Text \"\(text)\"") }
}

@Suite struct ContainerFormsTests {
    @Test func aResourceTitledMenusPrimaryActionRunsOnATapOfItsLabel() {
        let harness = Harness(Editor())
        harness.tap("Add")
        #expect(shows(harness, "added 1, bold false, duplicated false"), "\(harness.screen)")
        harness.tap("Add Many")
        #expect(shows(harness, "added 11, bold false, duplicated false"))
    }

    @Test func labelledGroupsShowAndOperateTheirControls() {
        let harness = Harness(Editor())
        harness.tap("Bold")
        harness.tap("Reset")
        #expect(shows(harness, "added 0, bold true, duplicated false"), "\(harness.screen)")
        #expect(harness.screen.contains { $0.hasSuffix("ControlGroup") })
    }

    @Test func theTitleMenusButtonsAreTappedByTheirLabels() {
        let harness = Harness(Editor())
        #expect(harness.screen.contains { $0.hasSuffix("ToolbarTitleMenu") })
        harness.tap("Duplicate")
        #expect(shows(harness, "added 0, bold false, duplicated true"))
    }

    @Test func anItemNotShownByDefaultIsNotOnAniPhonesToolbar() {
        let harness = Harness(Editor())
        #expect(!harness.screen.contains { $0.contains("Share") }, "\(harness.screen)")
        #expect(!harness.session.controls.contains { $0.contains("Share") })
    }

    @Test func theFormsHaveSwiftUIsTypes() {
        let group: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> = ControlGroup("Edit") { Button("Cut") {} }
        _ = group
        let items: ToolbarItemGroup<LabeledToolbarItemGroupContent<Text, Text>> = ToolbarItemGroup {
            Text("A")
        } label: {
            Text("B")
        }
        _ = items
        let item = ToolbarItem(id: "share", showsByDefault: true) { Text("Share") }
        #expect(item.id == "share")
        let search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> =
            .search(text: "milk")
        #expect(Harness(search).screen == ["ContentUnavailableView \"No Results for \u{201C}milk\u{201D}\""])
        #expect(Harness(ContentUnavailableView.search).screen == ["ContentUnavailableView \"No Results\""])
        #expect(ToolbarCustomizationOptions.alwaysAvailable.contains(.alwaysAvailable))
        #expect(ToolbarCustomizationOptions(rawValue: 0).isEmpty)
    }
}

// MARK: A saved navigation path

/// Internal, not private: the representation finds a value's type by its name.
struct ContainerFormsRecipe: Codable, Hashable { let name: String }
private struct Opaque: Hashable { let id: Int }

@Suite struct NavigationPathCodableTests {
    @Test func aPathOfCodableValuesSavesAndRestoresEveryValueWithItsType() throws {
        var path = NavigationPath()
        path.append(ContainerFormsRecipe(name: "Pesto"))
        path.append(42)
        path.append("notes")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        #expect(restored.count == 3)
        #expect(representation == restored.codable)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoRepresentation() {
        var path = NavigationPath()
        path.append(ContainerFormsRecipe(name: "Soup"))
        path.append(Opaque(id: 1))
        #expect(path.codable == nil)
    }

    @Test func anUnknownTypeFailsToDecode() {
        let data = Data(#"["NoSuchType", "1"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) }
    }
}

// MARK: Editable rows

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct Renamable: View {
    @State var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")]
    var body: some View {
        List {
            ForEach($items, editActions: .delete) { $item in
                TextField("Name \(item.id)", text: $item.name)
            }
        }
    }
}

@Suite struct EditableCollectionTests {
    @Test func editableRowsAreSwiftUIsTypes() {
        let binding = Binding.constant([Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")])
        let rows: ForEach<IndexedIdentifierCollection<[Item], Int>, Int, EditableCollectionContent<Text, [Item]>> =
            ForEach(binding, editActions: .all) { $item in Text(item.name) }
        #expect(rows.data.count == 2)
        #expect(Array(rows.data.indices) == [0, 1])
    }

    @Test func aRowsBindingWritesItsElement() {
        let harness = Harness(Renamable())
        let step = harness.type("Name 2", "Bread")
        #expect(Set(step.writes.map(\.target)) == ["Renamable._items"])
        #expect(harness.screen.contains { $0.contains("TextField \"Name 2\" = \"Bread\"") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("TextField \"Name 1\" = \"Milk\"") })
    }
}

// MARK: Tabs built by the tab builder

private enum Screen: Hashable { case home, library }

private struct Tabs: View {
    @State private var selection: Screen = .home
    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: .home) { Text("home page") }
                Tab("Library", systemImage: "books.vertical", value: .library) { Text("library page") }
            }
            Text("on \(String(describing: selection))")
        }
    }
}

@Suite struct TabBuilderTests {
    @Test func aTabBuiltTabViewSelectsThroughItsBinding() {
        let harness = Harness(Tabs())
        #expect(harness.screen.contains { $0.hasSuffix("TabView selected: \"Home\", tabs: \"Home\", \"Library\"") }, "\(harness.screen)")
        harness.play(.selectTab("Library"))
        #expect(shows(harness, "on library"))
        #expect(shows(harness, "library page"))
    }
}

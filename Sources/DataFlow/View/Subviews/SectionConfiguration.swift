/// One section of a container's content (iOS 18's `ForEach(sections:)`, `Group(sections:)`): its
/// header, footer and content as subviews, and the values its modifiers set (§34).
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place in the content.
    public struct ID: Hashable, DescribedIdentifier {
        let subview: Subview.ID

        package func identifier(using describer: ValueDescriber) -> String { subview.identifier(using: describer) }
    }

    public let id: ID
    public let containerValues: ContainerValues
    public let header: SubviewsCollection
    public let footer: SubviewsCollection
    public let content: SubviewsCollection
    /// The actions `.sectionActions { … }` gave the section: a view a custom container places.
    public let actions: Actions

    /// A section's actions (`Section { … }.sectionActions { Button(…) }`), as a view: the
    /// buttons, running their actions when tapped; nothing when the section has none.
    public struct Actions: View {
        let content: (any View)?

        public var body: AnyView {
            guard let content else { return AnyView(EmptyView()) }
            return AnyView(content)
        }
    }

    /// A `Section` at `path`: its header's, footer's and content's subviews.
    init(_ section: any SectionProtocol, path: [IdentityKey], writers: [any ContainerValueWriting], actions: (any View)? = nil) {
        id = ID(subview: Subview.ID(path: path))
        var values = ContainerValues()
        for writer in writers { writer.write(into: &values) }
        containerValues = values
        header = SubviewsCollection(subviews: section.anyHeader.map { SubviewResolution.subviews(of: $0) } ?? [])
        footer = SubviewsCollection(subviews: section.anyFooter.map { SubviewResolution.subviews(of: $0) } ?? [])
        content = SubviewsCollection(subviews: SubviewResolution.subviews(of: section.anySectionContent))
        self.actions = Actions(content: actions)
    }

    /// Views outside any `Section`, gathered into one with no header: named by the first's place.
    init(loose subviews: [Subview]) {
        id = ID(subview: subviews.first?.id ?? Subview.ID(path: []))
        containerValues = ContainerValues()
        header = SubviewsCollection(subviews: [])
        footer = SubviewsCollection(subviews: [])
        content = SubviewsCollection(subviews: subviews)
        actions = Actions(content: nil)
    }
}

/// The sections of a container's content, in order (iOS 18's `Group(sections:)`).
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<SectionCollection>
    public typealias SubSequence = Slice<SectionCollection>

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// `Group(sections: content) { sections in … }`: the container's own body, made from its
/// content's sections each time it runs.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    public var body: some View {
        transform(SectionCollection(sections: SubviewResolution.sections(of: sections)))
    }
}

extension Group {
    /// A container that places its content's sections itself (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

/// The sections a `ForEach(sections:)` goes through.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<ForEachSectionCollection<Content>>
    public typealias SubSequence = Slice<ForEachSectionCollection<Content>>

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension ForEach {
    /// A row for each section of `view` (iOS 18), keyed by the section's id.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.data = ForEachSectionCollection(sections: SubviewResolution.sections(of: view))
        self.content = content
        identify = .identifiable { $0.id }
    }
}

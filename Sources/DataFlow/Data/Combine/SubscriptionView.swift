/// A view that runs `action` for each value `publisher` sends while the view is on screen:
/// SwiftUI's type behind `.onReceive(_:perform:)`, public so that it can be built directly.
///
/// It behaves as `content.onReceive(publisher, perform: action)` does (§24): it subscribes when it
/// appears and cancels when it leaves; each value is an event of its own whose writes update the
/// views; the action run is the one of the latest body that built the view; a parent that builds
/// it with another publisher object subscribes to that one afresh. Its content is shown as is.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// The publisher whose values are received.
    public var publisher: PublisherType
    /// What runs for each value.
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
}

extension SubscriptionView: StructuralContent {
    /// The content under the receive modifier: the same subscription at the same identity.
    package func children() -> [ChildSlot] {
        [ChildSlot(key: .content, view: content.onReceive(publisher, perform: action))]
    }
}

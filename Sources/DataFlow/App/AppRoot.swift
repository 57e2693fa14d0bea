/// An app, mounted as the root of the view graph: its dynamic properties are installed like a
/// view's (found in its `app` field, named after the app's type), and its body is the content of
/// its first window.
package struct AppRoot<Application: App>: View, DynamicPropertyHolder {
    static var hostedField: String { "app" }
    static var displayType: Any.Type { Application.self }

    var app: Application

    package init(_ app: Application) {
        self.app = app
    }

    package var body: _WindowContent {
        _WindowContent(content: app.body.firstWindowContent ?? EmptyView())
    }
}

/// The content of the app's window, whatever its type.
package struct _WindowContent: StructuralContent {
    let content: any View

    package init(content: any View) {
        self.content = content
    }

    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

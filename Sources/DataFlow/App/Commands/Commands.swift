/// Menu-bar commands (iPadOS and Mac): the items an app adds to, or takes from, the menu bar of its
/// scenes (`.commands { CommandMenu("Note") { … } }`), so an app written for those devices compiles.
///
/// An iPhone shows no menu bar, and dataflow plays an iPhone: commands are accepted, and never shown
/// or run. A type of commands of its own gives its `body`, as a view does; the built-in ones
/// (`CommandMenu`, `CommandGroup`, the standard sets) stand for themselves, and no body is asked for.
///
///     struct NoteCommands: Commands {
///         var body: some Commands {
///             CommandMenu("Note") { Button("Pin") { … } }
///         }
///     }
public protocol Commands {
    /// The commands this type's body is made of, which says what the menu bar would hold.
    associatedtype Body: Commands

    /// The commands this type stands for, built as a view's body is; dataflow never asks for it.
    @CommandsBuilder var body: Body { get }
}

/// `Never` is commands so that the built-in commands, which have no body, can say so (`Body == Never`).
extension Never: Commands {}

/// The body of a built-in type of commands: nothing ever asks for it, since no menu bar is shown.
func builtInCommandsBody(_ type: Any.Type) -> Never {
    preconditionFailure("\(type) is built in; its body is never asked for")
}

/// No commands: what an empty builder block makes (`.commands {}`), so an empty block still has a type.
public struct EmptyCommands: Commands {
    /// Makes the empty set of commands, as an app writes it to add nothing.
    public init() {}

    /// Built in: empty commands have nothing to describe.
    public var body: Never { builtInCommandsBody(Self.self) }
}

/// Several commands side by side in a builder block, kept in order as a menu bar would list them.
public struct _TupleCommands<T>: Commands {
    /// The block's commands in order, whatever their types: what a menu bar would read.
    let elements: [any Commands]

    /// Collects the commands of a block, in the order the block writes them.
    init<each C: Commands>(_ content: repeat each C) where T == (repeat each C) {
        var elements: [any Commands] = []
        for element in repeat each content { elements.append(element) }
        self.elements = elements
    }

    /// Built in: the block's commands are its elements.
    public var body: Never { builtInCommandsBody(Self.self) }
}

/// Commands whose type is hidden: what an `if #available` branch makes, so the builder's other
/// branches need not know the newer type.
struct ErasedCommands: Commands {
    /// The commands behind the erased type.
    let commands: any Commands

    /// Built in: the commands stand for what they erase.
    var body: Never { builtInCommandsBody(Self.self) }
}

/// An `if` without `else` among commands (iOS 16): its commands when the condition held, none otherwise.
extension Optional: Commands where Wrapped: Commands {
    /// Built in: the wrapped commands, if any, are the content.
    public var body: Never { builtInCommandsBody(Self.self) }
}

/// An `if`/`else` among commands (iOS 16): one branch's commands or the other's.
extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
    /// Built in: the chosen branch's commands are the content.
    public var body: Never { builtInCommandsBody(Self.self) }
}

/// Commands grouped as one piece, as an app groups them to get past SwiftUI's ten per block.
extension Group: Commands where Content: Commands {
    /// Groups the commands a builder makes into one piece of content.
    public init(@CommandsBuilder content: () -> Content) {
        self.content = content()
    }

    /// Built in: the grouped commands are the content.
    public var body: Never { builtInCommandsBody(Self.self) }
}

/// Builds commands from a closure's statements (`.commands { … }`, a `Commands` body), as
/// `ViewBuilder` builds views, so the commands an app writes have one type the scene can take.
///
/// Any number of commands may share a block (SwiftUI declares blocks of up to ten); `if`, `if`/`else`
/// and `if #available` work as they do among views.
@resultBuilder
public struct CommandsBuilder {
    /// Takes one statement's commands as they are, so only commands can be written in a block.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An empty block: no commands, so `.commands {}` still has a type.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// A block of one statement: its commands, with no wrapper, as SwiftUI keeps them.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    /// A block of several statements: their commands in order, as a menu bar would list them.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands<(repeat each C)> {
        _TupleCommands(repeat each content)
    }

    /// An `if` without `else` (iOS 16): the commands when the condition held, nil otherwise.
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }

    /// The `if` branch of an `if`/`else` (iOS 16), kept apart from the `else` branch by its type.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` (iOS 16), kept apart from the `if` branch by its type.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch (iOS 17.5): its commands with their type hidden, so the block does
    /// not name a type the older system lacks.
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
        ErasedCommands(commands: content)
    }
}

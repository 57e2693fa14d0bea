import DataFlow

/// Options of one command: `--name value`, `--name=value`, flags, positionals, `--` and `-h`.
struct Options {
    let command: CommandSpec
    let valued: Set<String>
    let flagNames: Set<String>
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    init(_ command: CommandSpec) {
        self.command = command
        valued = Set(command.options.filter { !$0.isFlag }.map(\.name))
        flagNames = Set(command.options.filter(\.isFlag).map(\.name))
    }

    /// The value given for an option (nil when it was not given), read through its declaration.
    subscript(_ option: CommandSpec.Option) -> String? { values[option.name] }

    /// Whether a flag was given.
    func isSet(_ option: CommandSpec.Option) -> Bool { flags.contains(option.name) }

    /// The value given for an option, checked against the choices the command's declaration of it
    /// allows.
    func choice(_ option: CommandSpec.Option) throws(UsageError) -> String? {
        let name = option.name
        guard let value = values[name] else { return nil }
        guard let choices = command.option(name)?.choices, !choices.contains(value) else { return value }
        let names = choices.map { "'\($0)'" }
        var message =
            "invalid value \(quoted(value)) for \(quoted(name)): expected " + names.dropLast().joined(separator: ", ") + " or " + names.last!
        if !value.isEmpty, let close = closest(to: value, among: choices) { message += ". Did you mean \(quoted(close))?" }
        throw UsageError(message: message, command: command)
    }

    mutating func scan(_ arguments: [String]) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            let (name, inline) = split(argument)
            if valued.contains(name) {
                if let inline {
                    values[name] = inline
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "missing value for \(quoted(name))", command: command)
                }
            } else if flagNames.contains(name), inline == nil {
                flags.insert(name)
            } else if flagNames.contains(name) {
                throw UsageError(message: "\(quoted(name)) takes no value", command: command)
            } else {
                var message = "unknown option \(quoted(name)) for \(quoted(command.name))"
                let known = Array(valued.union(flagNames)).sorted() + ["--help"]
                if let close = closest(to: name, among: known) { message += ". Did you mean \(quoted(close))?" }
                throw UsageError(message: message, command: command)
            }
        }
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

extension CommandSpec.Option {
    /// `invalid value 'abc' for '--width': expected …`, the option named as it is declared.
    func invalid(_ value: String, expected: String) -> String {
        "invalid value \(quoted(value)) for \(quoted(name)): expected \(expected)"
    }
}

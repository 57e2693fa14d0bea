import Foundation

/// The words of a case's name (`mostlyCloudy` is `Mostly Cloudy`), so every description reads the
/// same on every run, in no locale.
func titleWords(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst().map { $0.isUppercase ? " \($0)" : String($0) }.joined()
}

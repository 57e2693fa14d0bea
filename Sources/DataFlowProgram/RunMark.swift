import Foundation

/// The mark every process of a run carries in its environment, so that the run's processes can
/// be found and ended whatever they did to their parentage (`ProcessTree` in the command,
/// `ParentWatch` in the program).
package enum RunMark {
    /// The environment variable that marks a run's processes; its value is the run's own.
    package static let variable = "DATAFLOW_RUN_MARK"

    /// Whether a process carries `mark` in its environment (readable for this user's processes).
    package static func carries(_ pid: pid_t, mark: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
        let wanted = Data((variable + "=" + mark).utf8)
        return data.split(separator: 0).contains { Data($0) == wanted }
    }
}

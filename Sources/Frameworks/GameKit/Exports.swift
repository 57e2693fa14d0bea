/// Apple's GameKit (Game Center: the local player, leaderboards, achievements, the access point,
/// matchmaking), as dataflow supplies it on a phone signed in to no Game Center account: see the
/// module's other files.
@_exported import DataFlow
import Foundation

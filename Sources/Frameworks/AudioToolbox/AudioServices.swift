import Foundation

public typealias SystemSoundID = UInt32

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

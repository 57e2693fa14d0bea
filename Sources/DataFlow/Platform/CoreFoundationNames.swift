import Foundation

// CoreFoundation's names that Apple's Foundation brings along and that apps use with the
// Keychain and older APIs (`query as CFDictionary`, `kSecClass as String`): here they are the
// toll-free-bridged Foundation classes they stand for on Apple's systems.

public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFData = NSData
public typealias CFURL = NSURL
public typealias CFNumber = NSNumber
public typealias CFBoolean = NSNumber
public typealias CFIndex = Int
public typealias CFTimeInterval = Double
/// Seconds since 1 January 2001 (Core Foundation's clock, which Bluetooth's disconnection times use).
public typealias CFAbsoluteTime = CFTimeInterval
public typealias OSStatus = Int32

public let kCFBooleanTrue: CFBoolean! = true as NSNumber
public let kCFBooleanFalse: CFBoolean! = false as NSNumber

import Foundation

/// Room for trees of any depth: recursive walks over the tree continue on a fresh thread stack
/// when the current one runs low.
///
/// Updating, removing, rendering and inspecting a tree recurse once (or a few times) per level, so
/// a view nested some thousands of levels deep would overflow the 8 MiB stack of the thread that
/// drives the graph. Every such recursion asks `ensuringRoom` first: with enough stack left it
/// just runs the work (the usual case costs one comparison); otherwise it runs the work on a new
/// thread with a large stack and waits for it. That thread plays the driving thread for the
/// graph (§21) and sees the same task-locals, so nothing else can tell the difference. Trees of
/// ordinary depth never leave the calling thread.
enum StackSpace {
    /// Below this many bytes left, the next level of recursion moves to a fresh stack (a quarter
    /// of a smaller stack: 512 KiB threads, as on Apple's background queues, keep 128 KiB).
    static let reserve = 512 * 1024
    /// The stack of each continuation thread. Reserved address space: only what is used is
    /// backed by memory.
    static let continuationStackSize = 256 * 1024 * 1024

    /// Runs `work`, on a fresh stack if this one is nearly used up.
    @inline(__always)
    static func ensuringRoom<Result>(_ work: () -> Result) -> Result {
        currentAddress() > lowestRoomyAddress() ? work() : onFreshStack(work)
    }

    /// The address of the caller's frame, about.
    @inline(__always)
    private static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Bytes left between the caller's frame and the end of its thread's stack.
    static func remaining() -> Int {
        Int(bitPattern: currentAddress() &- lowestAddress())
    }

    static func onFreshStack<Result>(_ work: () -> Result) -> Result {
        let ambient = Ambient.reference
        let task = TaskRunner.currentTask
        let mailbox = Ambient.current?.mailbox
        let waiting = pthread_self()
        var result: Result?
        withoutActuallyEscaping(work) { work in
            let continuation = Continuation {
                Ambient.$reference.withValue(ambient) {
                    TaskRunner.$currentTask.withValue(task) {
                        result = mailbox.map { $0.drivingHere(for: waiting, work) } ?? work()
                    }
                }
            }
            continuation.runAndWait()
        }
        return result!
    }

    /// The lowest address of the calling thread's stack, found once per thread.
    private static func lowestAddress() -> UInt {
        if let known = pthread_getspecific(lowestAddressKey) { return UInt(bitPattern: known) }
        let (lowest, size) = currentThreadStack()
        pthread_setspecific(lowestAddressKey, UnsafeRawPointer(bitPattern: lowest))
        // The reserve: `reserve`, or a quarter of this thread's stack if that is less.
        let roomy = lowest == 0 ? 1 : lowest + UInt(min(reserve, max(size / 4, 1)))
        pthread_setspecific(lowestRoomyAddressKey, UnsafeRawPointer(bitPattern: roomy))
        return lowest
    }

    /// The lowest address at which the calling thread's stack still has its reserve left, found
    /// once per thread (1 if the stack is unknown: it always seems to have room). One thread-local
    /// look-up per check: this runs for every node an update reaches.
    private static func lowestRoomyAddress() -> UInt {
        if let known = pthread_getspecific(lowestRoomyAddressKey) { return UInt(bitPattern: known) }
        _ = lowestAddress()
        return pthread_getspecific(lowestRoomyAddressKey).map { UInt(bitPattern: $0) } ?? 0
    }

    private static let lowestAddressKey = makeKey()
    private static let lowestRoomyAddressKey = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }

    /// The calling thread's stack: its lowest address and its size (0 and 0 if unknown: then
    /// the stack always seems to have room, as before there was a check).
    private static func currentThreadStack() -> (lowest: UInt, size: Int) {
        #if canImport(Darwin)
        let size = pthread_get_stacksize_np(pthread_self())
        return (UInt(bitPattern: pthread_get_stackaddr_np(pthread_self())) - UInt(size), size)
        #else
        // glibc's `pthread_getattr_np` is not in Swift's Glibc module (it needs _GNU_SOURCE).
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return (0, 0) }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        pthread_attr_getstack(&attributes, &address, &size)
        return (UInt(bitPattern: address), size)
        #endif
    }
}

/// Work run on a new thread with a large stack, joined before `runAndWait` returns.
private final class Continuation {
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    func runAndWait() {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, StackSpace.continuationStackSize)
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(
            &thread, &attributes,
            { context in
                #if canImport(Darwin)
                let continuation = Unmanaged<Continuation>.fromOpaque(context).takeRetainedValue()
                #else
                let continuation = Unmanaged<Continuation>.fromOpaque(context!).takeRetainedValue()
                #endif
                continuation.work()
                return nil
            }, context)
        guard created == 0 else {
            // No thread to be had: try on this stack rather than not at all.
            Unmanaged<Continuation>.fromOpaque(context).release()
            return work()
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }
}

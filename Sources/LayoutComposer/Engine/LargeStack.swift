import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a piece of work on a thread whose stack is as large as asked, and waits for it.
///
/// Measuring a container measures its children first, so the recursion is as deep as the
/// tree. Real screens are a few dozen levels deep and run inline; a tree deeper than
/// `inlineDepthLimit` (a generated chain, say) runs here with a stack sized for its depth, so
/// no depth overflows the stack.
enum LargeStack {
  static let inlineDepthLimit = 256

  /// Stack for a tree of `depth` levels: a generous allowance per level plus a base. A level
  /// that is measured takes 48–52 KiB unoptimised under AddressSanitizer (a chain of 30,000
  /// VBoxes overflowed at 48 KiB a level and ran at 52) and far less optimised; the memory is
  /// only reserved, and pages are used as the recursion reaches them.
  static func bytes(forDepth depth: Int) -> Int {
    #if DEBUG
      (8 << 20) + depth * 65536
    #else
      (8 << 20) + depth * 4096
    #endif
  }

  /// Stacks up to this size are kept for the next deep pass. A new thread's stack is fresh
  /// memory, and faulting its pages in costs several times the pass itself (5 ms against
  /// 0.8 ms for a 10,000-deep chain), so the memory of one stack is reused; larger ones (a
  /// chain of more than about 14,000 levels) are given back after each pass.
  static let keptStackLimit = 64 << 20

  /// A stack mapped for a layout thread, its lowest page a guard against overflow.
  final class Region: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let bytes: Int

    init?(bytes: Int) {
      guard
        let base = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        base != UnsafeMutableRawPointer(bitPattern: -1)
      else { return nil }
      self.base = base
      self.bytes = bytes
      mprotect(base, Int(getpagesize()), PROT_NONE)
    }

    deinit { munmap(base, bytes) }
  }

  private static let kept = Mutex<Region?>(nil)

  private final class Work: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  static func run(bytes: Int, _ body: () -> Void) {
    let reused = kept.withLock { region -> Region? in
      guard let found = region, found.bytes >= bytes else { return nil }
      region = nil
      return found
    }
    let region = reused ?? Region(bytes: bytes)
    withoutActuallyEscaping(body) { escapable in
      let work = Unmanaged.passRetained(Work(escapable))
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      if let region {
        pthread_attr_setstack(&attributes, region.base, region.bytes)
      } else {
        pthread_attr_setstacksize(&attributes, bytes)
      }
      #if canImport(Darwin)
        var thread: pthread_t?
      #else
        var thread = pthread_t()
      #endif
      let started = pthread_create(
        &thread, &attributes,
        { context in
          let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
          work.body()
          return nil
        }, work.toOpaque())
      if started != 0 {
        // No thread could be made: run here; a tree this deep may still fit.
        work.takeRetainedValue().body()
        return
      }
      #if canImport(Darwin)
        pthread_join(thread!, nil)
      #else
        pthread_join(thread, nil)
      #endif
    }
    if let region, region.bytes <= keptStackLimit {
      kept.withLock { current in
        if current == nil || current!.bytes < region.bytes { current = region }
      }
    }
  }
}

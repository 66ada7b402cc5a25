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

  /// Stack for a tree of `depth` levels: a generous allowance per level plus a base. One level
  /// takes about 6 KiB unoptimised and far less optimised; the memory is only reserved, and
  /// pages are used as the recursion reaches them.
  static func bytes(forDepth depth: Int) -> Int {
    #if DEBUG
      (8 << 20) + depth * 16384
    #else
      (8 << 20) + depth * 4096
    #endif
  }

  private final class Work: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  static func run(bytes: Int, _ body: () -> Void) {
    withoutActuallyEscaping(body) { escapable in
      let work = Unmanaged.passRetained(Work(escapable))
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, bytes)
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
  }
}

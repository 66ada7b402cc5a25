#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which sanitizer the test process was built with (`swift test --sanitize=…`,
/// scripts/sanitize), for the few tests a sanitizer cannot run.
///
/// ```swift
/// @Test(.disabled(if: Sanitizers.thread, "…why…"))
/// func hundredThousandDeepChainLaysOut() { … }
/// ```
public enum Sanitizers {
  /// ThreadSanitizer. Its runtime records every instrumented call of a thread in a shadow
  /// stack of a fixed 65,536 entries and does not check the bound in release builds of the
  /// runtime: deeper calls write past it and corrupt memory at random (a SEGV, an illegal
  /// instruction, or a wrong value elsewhere, such as an index out of range in another
  /// test's arrays). Measuring a container that is sized by its content measures its
  /// children first, seven frames a level in a debug build, so such a chain deeper than about
  /// 9,000 levels cannot run under it (docs/reliability.md, "Sanitizers"). Chains that are
  /// not measured (a Fit fills its children) lay out at any depth under it.
  public static let thread = isLinked("__tsan_init")

  /// AddressSanitizer.
  public static let address = isLinked("__asan_init")

  private static func isLinked(_ symbol: String) -> Bool {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
  }
}

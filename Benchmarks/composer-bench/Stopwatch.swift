#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time in milliseconds; clock_gettime costs a few tens of nanoseconds, small next
/// to the 2.5 µs the smallest scenario is allowed.
enum Stopwatch {
  static func nowMs() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
  }

  /// CPU time of the calling thread, in milliseconds.
  static func threadCPUMs() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
  }

  /// Times `body` once per repetition, with `prepare` run untimed before each.
  static func samples(
    _ repetitions: Int, prepare: () -> Void = {}, _ body: () -> Void
  ) -> [Double] {
    var times: [Double] = []
    times.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
      prepare()
      let start = nowMs()
      body()
      times.append(nowMs() - start)
    }
    return times
  }
}

/// Keeps a value alive and opaque to the optimiser, so timed work is not optimised away.
@inline(never)
func blackHole<T>(_ value: T) {
  withUnsafePointer(to: value) { _ = $0 }
}

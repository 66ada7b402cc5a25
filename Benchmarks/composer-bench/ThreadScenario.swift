import Dispatch
import LayoutComposer

#if canImport(Glibc)
  import Glibc
#endif

/// Scenario 7: independent layouts on every core at once. Each job lays its own 11,111-node
/// tree out in full 20 times; the same jobs run one after the other on one thread, then all
/// at once on as many threads as there are cores. The speed-up is the ratio of the medians; on
/// a machine busy with other work it says little, and the CPU-time ratio says more.
enum ThreadScenario {
  /// One job's tree, in a box each thread mutates alone.
  final class Job: @unchecked Sendable {
    var tree = LayoutTree(Shapes.hugeNested(levels: 4))

    /// CPU time this job's thread spent in `run`, summed over the calls since the last reset.
    var cpuMs = 0.0

    func run() {
      let start = Stopwatch.threadCPUMs()
      for _ in 0..<20 {
        tree.invalidateAll()
        blackHole(tree.layout(in: benchArea))
      }
      cpuMs += Stopwatch.threadCPUMs() - start
    }
  }

  static let scenario = Scenario(name: "threads", defaultRepetitions: 10) { repetitions in
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let jobs = (0..<cores).map { _ in Job() }
    let serial = Stopwatch.samples(repetitions) {
      for job in jobs { job.run() }
    }
    let serialCPU = jobs.reduce(0) { $0 + $1.cpuMs }
    for job in jobs { job.cpuMs = 0 }
    let parallel = Stopwatch.samples(repetitions) {
      DispatchQueue.concurrentPerform(iterations: cores) { jobs[$0].run() }
    }
    let parallelCPU = jobs.reduce(0) { $0 + $1.cpuMs }
    let serialMedian = Report(scenario: "", nodes: 0, samples: serial, target: "").median
    var report = Report(
      scenario: "threads", nodes: jobs[0].tree.count * cores, samples: parallel,
      target: "speed-up near the core count")
    report.passes = 20
    report.extras = [
      ("cores", Double(cores)), ("serial_ms", serialMedian),
      ("speedup", serialMedian / report.median),
      // The fastest repetitions: those that found the cores free.
      ("best_speedup", (serial.min() ?? .nan) / report.minimum),
      // CPU time of the same work on many threads over one: 1 means the threads did not slow
      // each other down (no locks, no shared lines), whatever else the machine was running.
      ("cpu_ratio", parallelCPU / serialCPU),
    ]
    return report
  }
}

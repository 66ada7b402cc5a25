import CGtk
import LayoutComposerWidgets

/// Runs a command without blocking the main loop (GSubprocess) and hands back its exit status
/// and its standard output and error, merged.
///
/// ```swift
/// Subprocess.run(["swift", "build"], in: "/path/to/package") { status, output in … }
/// ```
@MainActor
enum Subprocess {
  static func run(
    _ argv: [String], in directory: String,
    completion: @escaping @MainActor (_ status: Int32, _ output: String) -> Void
  ) {
    let launcher = g_subprocess_launcher_new(
      GSubprocessFlags(
        G_SUBPROCESS_FLAGS_STDOUT_PIPE.rawValue | G_SUBPROCESS_FLAGS_STDERR_MERGE.rawValue))!
    defer { g_object_unref(raw(launcher)) }
    g_subprocess_launcher_set_cwd(launcher, directory)
    var strings = argv.map { strdup($0) }
    strings.append(nil)
    defer { for string in strings { free(string) } }
    var error: UnsafeMutablePointer<GError>?
    let process = strings.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count)
      {
        g_subprocess_launcher_spawnv(launcher, $0, &error)
      }
    }
    guard let process else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot start"
      g_clear_error(&error)
      completion(-1, "\(argv.joined(separator: " ")): \(reason)")
      return
    }
    typealias Done =
      @convention(c) (
        UnsafeMutablePointer<GObject>?, OpaquePointer?, GPointer?
      ) -> Void
    let done: Done = { source, result, data in
      // The box was passed retained and GAsyncReadyCallback has no destroy notify: take
      // the reference back here, exactly once.
      let box = Unmanaged<ClosureBox<@MainActor (OpaquePointer, OpaquePointer) -> Void>>
        .fromOpaque(data!).takeRetainedValue()
      MainActor.assumeIsolated { box.handler(OpaquePointer(source!), result!) }
    }
    let handler: @MainActor (OpaquePointer, OpaquePointer) -> Void = { process, result in
      var output: UnsafeMutablePointer<CChar>?
      var failure: UnsafeMutablePointer<GError>?
      g_subprocess_communicate_utf8_finish(process, result, &output, nil, &failure)
      let text = output.map { String(cString: $0) } ?? ""
      g_free(output)
      g_clear_error(&failure)
      let status =
        g_subprocess_get_if_exited(process) != 0 ? g_subprocess_get_exit_status(process) : -1
      g_object_unref(raw(process))
      completion(status, text)
    }
    g_subprocess_communicate_utf8_async(
      process, nil, nil, done, ClosureBox(handler).retainedPointer())
  }
}

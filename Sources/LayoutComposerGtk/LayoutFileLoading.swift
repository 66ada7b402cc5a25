import LayoutComposer
import LayoutFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a layout file for the previewer: refuses what is not a regular file (a FIFO put in
/// place of a watched file would block a reader until someone writes to it), then reads and
/// checks it as `composer-layout` does. Runs on a background thread.
///
/// ```swift
/// let content = try LayoutFileLoading.read("screen.json")
/// ```
enum LayoutFileLoading {
  static func read(_ path: String) throws(PreviewDocument.LoadFailure) -> PreviewDocument.Content {
    let bytes = try readRegularFile(path)
    let document: LayoutDocument
    do throws(LayoutFileError) {
      document = try LayoutDocument(bytes: bytes, fileName: path)
    } catch {
      throw PreviewDocument.LoadFailure(messages: error.problems.map { $0.located(in: path) })
    }
    return PreviewDocument.Content(
      root: document.root, size: document.size ?? PreviewDocument.defaultFileSize,
      direction: document.direction, namesItsSize: document.size != nil)
  }

  /// The file's bytes. Opened without blocking, so a FIFO is seen for what it is before
  /// anything waits on it.
  static func readRegularFile(_ path: String) throws(PreviewDocument.LoadFailure) -> [UInt8] {
    func failure(_ message: String) -> PreviewDocument.LoadFailure {
      // The name's control characters escaped: a message stays one line.
      PreviewDocument.LoadFailure(messages: ["\(LayoutProblem.escaped(path)): \(message)"])
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0 { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure("cannot read the file: \(String(cString: strerror(errno)))")
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw failure(
        "not a regular file (\(kind(status.st_mode))); the previewer reads layout files only "
          + "from regular files")
    }
    let limit = LayoutFile.maximumFileSize
    guard Int(status.st_size) <= limit else {
      throw failure(
        "the file is \(Int(status.st_size)) bytes, larger than \(limit) bytes, the limit for "
          + "layout files")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read the file: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    // A file that grew while being read is checked again by the reader's own limit.
    return bytes
  }

  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO"
    case S_IFDIR: "a directory"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    default: "not a plain file"
    }
  }
}

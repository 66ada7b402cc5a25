#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LayoutFile {
  /// The bytes of a file, or of standard input for `"-"`, refusing anything larger than
  /// `maximumFileSize` without reading it all.
  ///
  /// ```swift
  /// let bytes = try LayoutFile.readBytes(path: "screen.layout.json")
  /// ```
  public static func readBytes(path: String) throws(LayoutFileError) -> [UInt8] {
    try readBytes(rawPath: Array(path.utf8))
  }

  /// `readBytes(path:)` for a path given as the bytes the system knows it by, which need not
  /// be UTF-8 (a command-line argument can be any bytes but NUL).
  ///
  /// ```swift
  /// let bytes = try LayoutFile.readBytes(rawPath: Array("screen.json".utf8))
  /// ```
  public static func readBytes(rawPath: [UInt8]) throws(LayoutFileError) -> [UInt8] {
    let isStandardInput = rawPath == Array("-".utf8)
    let descriptor =
      isStandardInput
      ? 0
      : (rawPath + [0]).withUnsafeBufferPointer { path in
        path.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
      }
    if descriptor < 0 { throw readFailure(errno) }
    defer { if !isStandardInput { close(descriptor) } }

    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) > maximumFileSize
    {
      throw LayoutFileError(LayoutFileProblem(path: nil, message: tooLarge(Int(status.st_size))))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw readFailure(errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      // A pipe has no size to check up front: stop as soon as it is too much.
      if bytes.count > maximumFileSize {
        throw LayoutFileError(
          LayoutFileProblem(
            path: nil,
            message:
              "the input is larger than \(megabytes(maximumFileSize)), the limit for layout files"))
      }
    }
    return bytes
  }

  /// `cannot read the file: No such file or directory`; the caller knows which file.
  private static func readFailure(_ code: Int32) -> LayoutFileError {
    let reason = String(cString: strerror(code))
    return LayoutFileError(LayoutFileProblem(path: nil, message: "cannot read the file: \(reason)"))
  }
}

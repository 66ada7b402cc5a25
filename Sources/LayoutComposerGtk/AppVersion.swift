/// The version of LayoutComposer for Linux, as the README and CHANGELOG.md name it; the About
/// dialog shows it. Change all three together when releasing.
///
/// ```swift
/// print("composer-preview \(LayoutComposerVersion.current)")   // composer-preview 0.1.0
/// ```
public enum LayoutComposerVersion {
  public static let current = "0.1.0"
}

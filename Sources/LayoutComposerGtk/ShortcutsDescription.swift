/// The GtkBuilder text of a GtkShortcutsWindow: one section, a group per action group, a
/// GtkShortcutsShortcut per action with all its accelerators.
///
/// ```swift
/// let xml = ShortcutsDescription.builderXML(
///   [.init(group: "Files", title: "Open a layout file", accelerators: ["<Control>o"])])
/// ```
enum ShortcutsDescription {
  struct Entry: Equatable {
    let group: String
    let title: String
    let accelerators: [String]
  }

  static let windowID = "shortcuts-window"

  /// Groups keep the order of their first entry; entries keep theirs.
  static func builderXML(_ entries: [Entry]) -> String {
    var groups: [String] = []
    for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <object class="GtkShortcutsWindow" id="\(windowID)">
          <property name="modal">1</property>
          <child>
            <object class="GtkShortcutsSection">
              <property name="section-name">previewer</property>
              <property name="max-height">12</property>

      """
    for group in groups {
      xml += """
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">\(escaped(group))</property>

        """
      for entry in entries where entry.group == group {
        xml += """
                      <child>
                        <object class="GtkShortcutsShortcut">
                          <property name="title">\(escaped(entry.title))</property>
                          <property name="accelerator">\(escaped(entry.accelerators.joined(separator: " ")))</property>
                        </object>
                      </child>

          """
      }
      xml += """
                  </object>
                </child>

        """
    }
    xml += """
            </object>
          </child>
        </object>
      </interface>

      """
    return xml
  }

  /// Text as XML character data: accelerators are written `<Control>o`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

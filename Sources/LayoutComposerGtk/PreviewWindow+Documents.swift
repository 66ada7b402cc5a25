import CGtk
import LayoutComposer

extension PreviewWindow {
  /// Loads a document; on failure the banner lists every problem and the last good layout
  /// stays on screen.
  func load(_ document: PreviewDocument) {
    do {
      let content = try document.load()
      let size = snapshot?.size ?? content.size
      snapshot = LayoutSnapshot(root: content.root, size: size, measurer: measurer)
      if let selected = options.selected, let snapshot, selected >= snapshot.count {
        options.selected = nil
      }
      setBanner([])
      trace("loaded \(documentKey) nodes=\(snapshot?.count ?? 0)")
    } catch {
      setBanner(error.messages)
    }
    updateInspector()
    redraw()
  }

  /// Reads the current document again (Ctrl+R, or a watched file changed).
  public func reload() {
    guard !closed, let document else { return }
    load(document)
  }

  /// Shows problems in the banner (all of them, one per line), or hides it when there are
  /// none.
  func setBanner(_ messages: [String]) {
    guard !closed, messages != bannerMessages else { return }
    bannerMessages = messages
    gtk_label_set_text(bannerLabel.opaque, messages.joined(separator: "\n"))
    gtk_widget_set_visible(banner.as(GtkWidget.self), messages.isEmpty ? 0 : 1)
    trace(messages.isEmpty ? "banner-cleared" : "banner \(messages.joined(separator: " | "))")
  }

  /// Watches the current document's file; a save re-renders it at once.
  func watchCurrentFile() {
    stopMonitoring()
    guard let path = document?.filePath else { return }
    let file = g_file_new_for_path(path)!
    defer { g_object_unref(raw(file)) }
    var error: UnsafeMutablePointer<GError>?
    guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      g_clear_error(&error)
      setBanner(bannerMessages + ["\(path): cannot watch for changes: \(reason)"])
      return
    }
    // GLib batches "changed" events for 800 ms by default; we want a save on screen at once.
    g_file_monitor_set_rate_limit(monitor, 0)
    self.monitor = raw(monitor)
    Signal.connectFileChanged(raw(monitor)) { [weak self] event in
      switch event {
      case G_FILE_MONITOR_EVENT_CHANGED, G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT,
        G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_RENAMED,
        G_FILE_MONITOR_EVENT_MOVED_IN:
        self?.scheduleReload()
      default:
        break
      }
    }
  }

  /// A save produces several events; they are coalesced into one reload a few ms later.
  func scheduleReload() {
    guard !reloadPending else { return }
    reloadPending = true
    runAfter(milliseconds: 15) { [weak self] in
      guard let self else { return }
      self.reloadPending = false
      self.trace("file-changed \(self.documentKey)")
      self.reload()
    }
  }

  func stopMonitoring() {
    guard let monitor else { return }
    g_file_monitor_cancel(monitor.as(GFileMonitor.self))
    g_object_unref(monitor)
    self.monitor = nil
  }

  /// Adds a layout file to the sidebar and shows it.
  public func open(document: PreviewDocument) {
    if let existing = documents.firstIndex(where: { $0.origin == document.origin }) {
      select(document: existing)
      return
    }
    documents.append(document)
    appendRow(for: document)
    select(document: documents.count - 1)
  }

  /// Writes the current view (with the current toggles and zoom) to a PNG or SVG file.
  public func export(to path: String) -> String? {
    guard let snapshot else { return "nothing to export" }
    var exported = options
    exported.highlighted = nil
    do {
      try ImageExport.write(snapshot, renderer: LayoutRenderer(options: exported), to: path)
      trace("exported \(path)")
      statusExtra = "exported \(path)"
      updateStatus()
      return nil
    } catch {
      setBanner(["\(error)"])
      return error.description
    }
  }
}

extension PreviewWindow {
  /// Swaps in samples rebuilt from changed code (`--watch`): each replaces the document with
  /// the same id, new ones are added; the shown one is redrawn at once, keeping its size,
  /// zoom and selection where it still exists.
  func replaceSamples(
    _ samples: [(id: String, title: String, seed: String, content: PreviewDocument.Content)]
  ) {
    guard !closed else { return }
    for sample in samples {
      let content = sample.content
      let document = PreviewDocument(
        title: sample.title, subtitle: sample.seed, origin: .sample(sample.id)
      ) { content }
      if let index = documents.firstIndex(where: { $0.origin == .sample(sample.id) }) {
        documents[index] = document
      } else {
        documents.append(document)
        appendRow(for: document)
      }
    }
    setBanner([])
    if let current { load(documents[current]) }
  }

  func showRebuildState(_ text: String) {
    guard !closed else { return }
    statusExtra = text
    updateStatus()
  }

  func showCompilerErrors(_ errors: [String]) {
    setBanner(errors)
  }
}

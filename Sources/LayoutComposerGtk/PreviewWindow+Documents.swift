import CGtk
import LayoutComposer

extension PreviewWindow {
  /// What reading a document gave: a laid-out tree and its problems, or why it failed.
  enum LoadOutcome: Sendable {
    /// `direction`: the layout's own, which the window's choice may override; `size`: the
    /// size it is meant for (the own-size canvas lays it out there).
    case loaded(
      LayoutSnapshot, problems: [LayoutProblem], direction: LayoutDirection, size: Size?)
    case failed([String])
  }

  /// Loads a document on a thread of its own (reading, checking and laying out never block
  /// the window); on failure the banner lists the problems and the last good layout stays
  /// on screen. A load that takes longer than `loadingDelay` says so under the toolbar.
  func load(_ document: PreviewDocument) {
    loadGeneration += 1
    let generation = loadGeneration
    let measurer = self.measurer
    let size = snapshot?.size
    let directionChoice = self.directionChoice
    addedProblems = []
    loading = document.title
    let showLoading: @MainActor () -> Void = { [weak self] in
      guard let self, !self.closed, self.loadGeneration == generation, self.loading != nil
      else { return }
      gtk_label_set_text(self.loadingLabel.opaque, "Loading \(document.subtitle)…")
      gtk_widget_set_visible(self.loadingBar.as(GtkWidget.self), 1)
      self.trace("loading \(self.documentKey)")
    }
    if loadingDelay == 0 {
      showLoading()
    } else {
      runAfter(milliseconds: loadingDelay, showLoading)
    }
    // A newer load supersedes this one: it is told to stop, and its result is dropped.
    loads.run { cancellation in
      Self.read(
        document, measurer: measurer, size: size, direction: directionChoice,
        cancellation: cancellation)
    } then: { [weak self] outcome in
      guard let self, !self.closed, generation == self.loadGeneration else { return }
      self.finishLoad(outcome)
    }
  }

  /// Reads and lays out a document; nil when a newer load superseded it (checked between
  /// the steps: a layout pass itself runs to its end).
  nonisolated static func read(
    _ document: PreviewDocument, measurer: any TextMeasurer, size: Size?,
    direction: PreviewSettings.Direction, cancellation: LoadCancellation = LoadCancellation()
  ) -> LoadOutcome? {
    do {
      if cancellation.isCancelled { return nil }
      let content = try document.load()
      if cancellation.isCancelled { return nil }
      let snapshot = LayoutSnapshot(
        root: content.root, size: size ?? content.size, measurer: measurer,
        direction: direction.resolve(content.direction))
      if cancellation.isCancelled { return nil }
      return .loaded(
        snapshot, problems: content.problems + content.root.validate(),
        direction: content.direction, size: content.namesItsSize ? content.size : nil)
    } catch {
      return .failed(error.messages)
    }
  }

  private func finishLoad(_ outcome: LoadOutcome) {
    loading = nil
    gtk_widget_set_visible(loadingBar.as(GtkWidget.self), 0)
    switch outcome {
    case .loaded(var loaded, let found, let direction, let ownSize):
      documentDirection = direction
      documentSize = ownSize
      // The choice may have changed while the file was read.
      let wanted = directionChoice.resolve(direction)
      if loaded.direction != wanted { loaded.relayout(in: loaded.size, direction: wanted) }
      // A reload of the shown layout keeps its Scrolls where they were (opening another
      // document clears the snapshot first, so it starts at offset 0).
      if let shown = snapshot { KeptScrollOffsets(shown).apply(to: &loaded) }
      snapshot = loaded
      generation += 1
      variants = nil
      if let selected = options.selected, selected >= loaded.count { options.selected = nil }
      if let highlighted = options.highlighted, highlighted >= loaded.count {
        options.highlighted = nil
      }
      showProblems(found, in: loaded)
      trace("loaded \(documentKey) nodes=\(loaded.count)")
    case .failed(let messages):
      setBanner(messages)
    }
    updateInspector()
    redraw()
    let commands = pendingCommands
    pendingCommands = []
    for words in commands {
      if let failure = perform(words) {
        trace("error \(words.joined(separator: " ")): \(failure)")
      }
    }
  }

  /// Errors in the red banner, warnings in the yellow line under it, and both in the
  /// inspector of the component they concern.
  func showProblems(_ found: [LayoutProblem], in snapshot: LayoutSnapshot) {
    problems = ComponentProblems(found, in: snapshot.result)
    let place = document?.filePath.map { "\(LayoutProblem.escaped($0)): " } ?? ""
    setBanner(problems.errors.map { place + $0.description }, unlisted: problems.unlistedErrors)
    setWarnings(
      problems.warnings.map { place + $0.description }, unlisted: problems.unlistedWarnings)
  }

  /// Reads the current document again (Ctrl+R, or a watched file changed).
  public func reload() {
    guard !closed, let document else { return }
    load(document)
  }

  /// Shows problems in the banner (at most `BannerText.maximumLines`, then a count), or
  /// hides it when there are none.
  func setBanner(_ messages: [String], unlisted: Int = 0) {
    guard !closed, messages != bannerMessages || unlisted != bannerUnlisted else { return }
    bannerMessages = messages
    bannerUnlisted = unlisted
    let lines = BannerText.lines(messages, unlisted: unlisted)
    gtk_label_set_text(bannerLabel.opaque, lines.joined(separator: "\n"))
    gtk_widget_set_visible(banner.as(GtkWidget.self), messages.isEmpty ? 0 : 1)
    trace(messages.isEmpty ? "banner-cleared" : "banner \(lines.joined(separator: " | "))")
  }

  /// Shows warnings in the yellow line under the banner, or hides it.
  func setWarnings(_ messages: [String], unlisted: Int = 0) {
    guard !closed, messages != warningMessages || unlisted != warningsUnlisted else { return }
    warningMessages = messages
    warningsUnlisted = unlisted
    let lines = BannerText.lines(messages, unlisted: unlisted)
    gtk_label_set_text(warningLabel.opaque, lines.joined(separator: "\n"))
    gtk_widget_set_visible(warningBar.as(GtkWidget.self), messages.isEmpty ? 0 : 1)
    trace(
      messages.isEmpty ? "warnings-cleared" : "warnings \(lines.joined(separator: " | "))")
  }

  /// Adds a problem to the current layout as if `validate()` had found it (the `problem`
  /// control command; kept until the next load).
  func addProblem(_ problem: LayoutProblem) {
    guard let snapshot else { return }
    addedProblems.append(problem)
    showProblems(problems.all + [problem], in: snapshot)
    updateInspector()
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
  /// Swaps in previews rebuilt from changed code (SourceWatcher): each replaces the
  /// document with the same id (keeping its subtitle, a gallery sample's seed), new ones
  /// are added under the place they were written; the shown one is redrawn at once, keeping
  /// its size, zoom and selection where it still exists.
  func replaceSamples(
    _ samples: [SourceWatcher.RebuiltSample]
  ) {
    guard !closed else { return }
    for sample in samples {
      let content = sample.content
      let index = documents.firstIndex(where: { $0.origin == .sample(sample.id) })
      let document = PreviewDocument(
        title: sample.title, subtitle: index.map { documents[$0].subtitle } ?? sample.location,
        origin: .sample(sample.id)
      ) { content }
      if let index {
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

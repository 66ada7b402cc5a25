import CGtk
import LayoutComposer

/// The Swift side of one container widget: the compiled trees, which node holds which widget,
/// and the answers to GTK's measure and allocate. The C layout manager holds it (retained) and
/// releases it when the widget is disposed.
@MainActor
final class ContainerEngine {
  /// A node whose item is a widget, and its `notify::visible` handler.
  struct WidgetNode {
    var node: Int
    var widget: Widget
    /// Where the component is, as layout files and `validate()` write it: `root.items[1]`.
    var path: String
    var visibilityHandler: UInt = 0
    /// The child-visible flag the container last gave the widget (GTK's parent sets it; it
    /// is true when the widget gets its parent), so a layout that hides nothing new does not
    /// ask GTK for it, a thousand calls for a thousand widgets.
    var childVisible = true

    /// The node of the nearest `Scroll` around the component whose content it is, nil when
    /// none: the widget is a child of that Scroll's content widget, not of the container.
    var scroll: Int?

    /// What is added to a host widget, in drawing order: a widget (an index into `nodes`), or
    /// the scrolled window of the Scroll at a node.
    enum Drawn: Equatable {
      case widget(Int)
      case scroll(node: Int, axes: Scroll.Axes, enclosingScroll: Int?)
    }

    /// The nodes of `tree` that hold a widget, in the engine's node order, and the order they
    /// are drawn in: a node's backgrounds, then its own widget (and a Scroll's scrolled
    /// window), its laid-out children, its overlays, as `LayoutTree.children(at:)` gives them.
    /// A Scroll's laid-out child and what it holds are its content; its backgrounds and
    /// overlays are not (they take the Scroll's frame). `scrolls` is by node. A stack, not
    /// recursion: trees may be 100,000 levels deep.
    static func collect(in tree: LayoutTree) -> (
      nodes: [WidgetNode], drawOrder: [Drawn], scrolls: [Int?]
    ) {
      var nodes: [WidgetNode] = []
      var drawOrder: [Drawn] = []
      var scrolls = [Int?](repeating: nil, count: tree.count)
      /// A node to visit, or (`own`) a node's widget and scrolled window to draw now.
      enum Step {
        case visit(node: Int, scroll: Int?)
        case own([Drawn])
      }
      var pending: [Step] = tree.count > 0 ? [.visit(node: 0, scroll: nil)] : []
      while let step = pending.popLast() {
        guard case .visit(let node, let scroll) = step else {
          if case .own(let own) = step { drawOrder += own }
          continue
        }
        scrolls[node] = scroll
        var own: [Drawn] = []
        if let widget = tree.item(at: node) as? Widget {
          own.append(.widget(nodes.count))
          nodes.append(
            WidgetNode(node: node, widget: widget, path: tree.path(at: node), scroll: scroll))
        }
        var contentScroll = scroll
        if case .custom(let custom) = tree.layoutSpec(at: node),
          let layout = custom.layout as? Scroll
        {
          own.append(.scroll(node: node, axes: layout.axes, enclosingScroll: scroll))
          contentScroll = node
        }
        // Pushed in reverse, so popped as drawn: backgrounds, the node's own, the rest.
        let children = tree.children(at: node)
        let backgrounds = children.prefix { tree.decoration(at: $0) == .background }.count
        for child in children[backgrounds...].reversed() {
          let inContent = tree.decoration(at: child) == nil
          pending.append(.visit(node: child, scroll: inContent ? contentScroll : scroll))
        }
        if !own.isEmpty { pending.append(.own(own)) }
        for child in children[..<backgrounds].reversed() {
          pending.append(.visit(node: child, scroll: scroll))
        }
      }
      return (nodes, drawOrder, scrolls)
    }
  }

  /// The container widget; not retained (it owns this engine).
  var container: UnsafeMutablePointer<GtkWidget>?
  private(set) var root: Component?
  private var trees: ContainerTrees?
  private(set) var widgetNodes: [WidgetNode] = []
  /// The scrolled windows of the tree's Scrolls, by the Scroll's node.
  private(set) var scrollHosts: [Int: ScrollHost] = [:]
  /// Per node, the Scroll whose content it is (`WidgetNode.scroll`), nil outside any.
  private(set) var scrollOfNode: [Int?] = []
  /// The nodes of hidden widgets, with the `isHidden` their components' own options have:
  /// the engine is told `isHidden = true` while the widget is hidden, and this afterwards.
  private var hiddenWidgets: [Int: Bool] = [:]
  /// The frames of the last allocation, and the container's origin in its window then.
  private(set) var lastResult: LayoutResult?
  private(set) var lastOrigin = (x: 0.0, y: 0.0)
  /// The last layout's frames relative to the container (`absoluteFrames`).
  private(set) var lastFrames: [Frame] = []
  /// How many times a tree was compiled (`apply`): updates and hiding do not compile.
  private(set) var compileCount = 0
  /// How many times the container was allocated (laid out): scrolling a Scroll's scrolled
  /// window does not allocate it.
  private(set) var allocationCount = 0

  // MARK: Building

  /// Makes `root` the container's tree: its widgets become the container's children, added
  /// in drawing order: a container's own widget under the widgets of its items, backgrounds
  /// under their host, overlays over it.
  func apply(_ root: Component) {
    guard let container else { return }
    detachWidgets()
    trees = ContainerTrees(root: root)
    compileCount += 1
    self.root = root
    hiddenWidgets = [:]
    lastResult = nil
    guard let tree = trees?.placed else { return }
    let collected = WidgetNode.collect(in: tree)
    scrollOfNode = collected.scrolls
    var adopted = collected.nodes.map { Optional($0) }
    var seen: [ObjectIdentifier: String] = [:]
    for drawn in collected.drawOrder {
      let index: Int
      switch drawn {
      case .scroll(let node, let axes, let enclosingScroll):
        let host = ScrollHost(
          node: node, axes: axes, enclosingScroll: enclosingScroll, engine: self)
        scrollHosts[node] = host
        gtk_widget_set_parent(host.scrolledWindow, hostWidget(enclosingScroll) ?? container)
        continue
      case .widget(let widgetIndex):
        index = widgetIndex
      }
      let entry = collected.nodes[index]
      let widget = entry.widget
      let host = hostWidget(entry.scroll) ?? container
      if let first = seen[ObjectIdentifier(widget)] {
        WidgetWarning.report(entry, "the widget is already in \(first); it is placed there only")
        adopted[index] = nil
        continue
      }
      seen[ObjectIdentifier(widget)] = entry.path
      if let parent = gtk_widget_get_parent(widget.gtk), parent != host {
        WidgetWarning.report(
          entry,
          "the widget already has a parent (\(WidgetWarning.typeName(parent))); it stays there"
            + " and is not placed")
        adopted[index] = nil
        continue
      }
      // Children are drawn in the order they are added.
      gtk_widget_set_parent(widget.gtk, host)
      adopted[index]?.visibilityHandler = GtkSignal.connect(
        UnsafeMutableRawPointer(widget.gtk), "notify::visible"
      ) { [weak self, weak widget] (_: UnsafeMutableRawPointer?) in
        if let widget { self?.visibilityChanged(of: widget) }
      }
    }
    widgetNodes = adopted.compactMap { $0 }
    for entry in widgetNodes { entry.widget.keepsMeasurements = true }
    for entry in widgetNodes where !gtk_widget_get_visible(entry.widget.gtk).isTrue {
      hide(entry.node)
    }
    gtk_widget_queue_resize(container)
  }

  /// The widget the widgets of a Scroll's content are children of (nil for none: the
  /// container).
  private func hostWidget(_ scroll: Int?) -> UnsafeMutablePointer<GtkWidget>? {
    scroll.flatMap { scrollHosts[$0]?.content }
  }

  /// Gives the widgets back: unparented, visible to their parent again, handlers gone; and
  /// the scrolled windows go.
  private func detachWidgets() {
    for entry in widgetNodes {
      entry.widget.keepsMeasurements = false
      if entry.visibilityHandler != 0 {
        g_signal_handler_disconnect(entry.widget.gtk, entry.visibilityHandler)
      }
      gtk_widget_set_child_visible(entry.widget.gtk, 1)
      if let host = hostWidget(entry.scroll) ?? container,
        gtk_widget_get_parent(entry.widget.gtk) == host
      {
        gtk_widget_unparent(entry.widget.gtk)
      }
    }
    widgetNodes = []
    removeScrollHosts()
  }

  /// The innermost first: each scrolled window leaves the content widget it is in.
  private func removeScrollHosts() {
    for node in scrollHosts.keys.sorted(by: >) { scrollHosts[node]?.remove() }
    scrollHosts = [:]
    scrollOfNode = []
  }

  /// The container widget is being disposed (its window closed): drop the widgets, so that
  /// cycles through signal handlers that capture the container are broken.
  func containerDisposed() {
    for entry in widgetNodes {
      entry.widget.keepsMeasurements = false
      if entry.visibilityHandler != 0 {
        g_signal_handler_disconnect(entry.widget.gtk, entry.visibilityHandler)
      }
    }
    widgetNodes = []
    // The widgets inside Scrolls leave their content widgets as those are finalized.
    removeScrollHosts()
    trees = nil
    root = nil
    lastResult = nil
    hiddenWidgets = [:]
    container = nil
  }

  // MARK: Changes

  /// The node of a component in the tree, or nil.
  func node(of component: Component) -> Int? { trees?.placed.index(of: component) }

  func node(of widget: Widget) -> Int? {
    widgetNodes.first { $0.widget === widget }?.node
  }

  /// Applies a change to a node's options. A hidden widget's component stays out of the
  /// layout; an `isHidden` the change sets is its own, for when the widget is shown again.
  func update(at node: Int, _ change: (inout ComponentOptions) -> Void) {
    if let ownHidden = hiddenWidgets[node] {
      var changedHidden = ownHidden
      trees?.update(at: node) { options in
        options.isHidden = ownHidden
        change(&options)
        changedHidden = options.isHidden
        options.isHidden = true
      }
      hiddenWidgets[node] = changedHidden
    } else {
      trees?.update(at: node, change)
    }
    queueResize()
  }

  /// Forgets what the engine measured for a widget, for content changes GTK's sizes do not
  /// show (the container notices those that change a size it was told).
  func invalidate(at node: Int) {
    trees?.invalidate(at: node)
    queueResize()
  }

  private func visibilityChanged(of widget: Widget) {
    guard trees != nil, let entry = widgetNodes.first(where: { $0.widget === widget }) else {
      return
    }
    let visible = gtk_widget_get_visible(widget.gtk).isTrue
    if !visible, hiddenWidgets[entry.node] == nil {
      hide(entry.node)
    } else if visible, let ownHidden = hiddenWidgets.removeValue(forKey: entry.node) {
      trees?.update(at: entry.node) { $0.isHidden = ownHidden }
    }
    queueResize()
  }

  /// A hidden widget takes no space: its component is out of the layout (`isHidden`: no
  /// space, no spacing, its subtree hidden with it) until the widget is shown again.
  private func hide(_ node: Int) {
    guard let options = trees?.options(at: node) else { return }
    hiddenWidgets[node] = options.isHidden
    trees?.update(at: node) { $0.isHidden = true }
  }

  /// The widgets the last layout hid are not drawn: those in a hidden widget's component or
  /// in one with `isHidden`, and the alternatives a `FirstThatFits` left out. GTK's
  /// child-visible flag does it, which leaves their own visible flag alone.
  private func updateChildVisibility() {
    for host in scrollHosts.values {
      let shown: gboolean = lastResult?.isHidden(at: host.node) == true ? 0 : 1
      if gtk_widget_get_child_visible(host.scrolledWindow) != shown {
        gtk_widget_set_child_visible(host.scrolledWindow, shown)
      }
    }
    for index in widgetNodes.indices {
      let shown = lastResult?.isHidden(at: widgetNodes[index].node) != true
      if widgetNodes[index].childVisible != shown {
        widgetNodes[index].childVisible = shown
        gtk_widget_set_child_visible(widgetNodes[index].widget.gtk, shown ? 1 : 0)
      }
    }
  }

  private func queueResize() {
    if let container { gtk_widget_queue_resize(container) }
  }

  /// Widgets whose GTK sizes no longer match what the engine was told (a label's new
  /// text): their nodes are invalidated, so the engine asks again. Only when one may have
  /// changed (`widgetsMayHaveChanged`); then every widget forgets what GTK answered it.
  private func refreshChangedContent() {
    guard widgetsMayHaveChanged() else { return }
    for entry in widgetNodes {
      entry.widget.forgetMeasurements()
      if entry.widget.answersChanged() {
        entry.widget.answers.removeAll()
        trees?.invalidate(at: entry.node)
      }
    }
  }

  /// Set while the container asks GTK for its own width (`widgetsMayHaveChanged`).
  private var probing = false

  /// Whether a widget may answer GTK's measure differently than it did. A widget whose size
  /// can have changed queues a resize (a label's new text, a new CSS class, shown again), and
  /// GTK passes that up to every widget around it: the container's own cached sizes are
  /// dropped. So the container asks GTK for its width: when GTK still has it, GTK answers
  /// without calling the container, and nothing inside queued a resize since it was measured;
  /// when it has not, GTK calls `measure`, which is then told to check every widget (and
  /// does, before it answers, as GTK keeps that answer), so nothing is left to do here. A
  /// hidden container is never measured by GTK: it checks every widget.
  private func widgetsMayHaveChanged() -> Bool {
    if probing { return true }
    guard let container, gtk_widget_get_visible(container).isTrue else { return true }
    probing = true
    var width: Int32 = 0
    gtk_widget_measure(container, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
    probing = false
    return false
  }

  /// The name the engine knows a node by (its `name:` option or its widget's name).
  func name(at node: Int) -> String? { trees?.name(at: node) }

  /// The frames at a size, without allocating: what `allocate` would place there.
  func layoutWithoutAllocating(in size: Size) -> LayoutResult? {
    refreshChangedContent()
    return trees?.layout(in: size)
  }

  // MARK: GTK's layout manager

  /// GtkLayoutManager::measure. Width: the tree's minimum and natural widths. Height at a
  /// width (at the natural width when GTK gives none): the tree's minimum height there (its
  /// children at their minimums) and the height it wants there.
  func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
    refreshChangedContent()
    // Optional chaining mutates the trees in place (a copy would copy all their arrays).
    guard let naturalWidth = trees?.naturalWidth() else { return (0, 0) }
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      let minimum = min(pixels(trees?.minimumWidth() ?? 0), pixels(naturalWidth))
      return (minimum, pixels(naturalWidth))
    }
    let width = forSize >= 0 ? Double(forSize) : naturalWidth
    let height = pixels(trees?.height(forWidth: width) ?? 0)
    let minimum = min(pixels(trees?.minimumHeight(forWidth: width) ?? 0), height)
    return (minimum, height)
  }

  /// GtkLayoutManager::allocate: lays the tree out in the allocation and gives every shown
  /// widget its frame, with edges rounded in window coordinates.
  func allocate(width: Int32, height: Int32) {
    guard let container else { return }
    refreshChangedContent()
    guard let result = trees?.layout(in: Size(width: Double(width), height: Double(height)))
    else { return }
    lastResult = result
    lastOrigin = WindowPoint.origin(of: container)
    allocationCount += 1
    updateChildVisibility()
    lastFrames = result.absoluteFrames
    allocateContent(of: nil, frames: lastFrames)
  }

  /// Gives the widgets and scrolled windows of the container (`scroll` nil) or of a Scroll's
  /// content their frames: relative to the container, or to the Scroll's content as it is
  /// unscrolled (the viewport's top-left corner). Edges are rounded where they lie in the
  /// window with every Scroll at offset 0, so a frame has the same pixels whatever GTK
  /// scrolls.
  private func allocateContent(of scroll: Int?, frames: [Frame]) {
    let origin = contentOrigin(of: scroll, frames: frames)
    for entry in widgetNodes
    where entry.scroll == scroll && gtk_widget_should_layout(entry.widget.gtk).isTrue {
      var allocation = PixelRounding.allocation(
        frames[entry.node].offsetBy(x: -origin.engine.x, y: -origin.engine.y),
        origin: origin.window)
      WidgetMeasure.raiseToMinimum(entry.widget, &allocation)
      gtk_widget_size_allocate(entry.widget.gtk, &allocation, -1)
    }
    for host in scrollHosts.values.sorted(by: { $0.node < $1.node })
    where host.enclosingScroll == scroll && gtk_widget_should_layout(host.scrolledWindow).isTrue {
      let viewport = viewportFrame(of: host.node, frames: frames)
      // GTK keeps what the content widget measured: it is asked again when the content
      // size changes (a new width, a widget's new text), so the viewport sizes it right.
      if let contentSize = lastResult?.scrollContent(at: host.node)?.contentSize,
        let answered = host.answeredSize, answered != contentSize
      {
        gtk_widget_queue_resize(host.content)
      }
      var allocation = PixelRounding.allocation(
        viewport.offsetBy(x: -origin.engine.x, y: -origin.engine.y), origin: origin.window)
      WidgetMeasure.raiseToMinimum(host.scrolledWindow, &allocation)
      gtk_widget_size_allocate(host.scrolledWindow, &allocation, -1)
    }
  }

  /// Where the container's or a Scroll's content starts: in the engine's coordinates (the
  /// container's), and in the window's with every Scroll at offset 0.
  func contentOrigin(of scroll: Int?, frames: [Frame]) -> (
    engine: (x: Double, y: Double), window: (x: Double, y: Double)
  ) {
    guard let scroll else { return ((0, 0), lastOrigin) }
    let viewport = viewportFrame(of: scroll, frames: frames)
    return ((viewport.x, viewport.y), (lastOrigin.x + viewport.x, lastOrigin.y + viewport.y))
  }

  /// A Scroll's viewport: its frame inside its padding (what `ScrollContent.viewport` is the
  /// size of), where its scrolled window is allocated.
  func viewportFrame(of scroll: Int, frames: [Frame]) -> Frame {
    let frame = frames[scroll]
    let padding =
      trees?.placed.effectivePadding(at: scroll) ?? Insets(top: 0, left: 0, bottom: 0, right: 0)
    return Frame(
      x: frame.x + padding.left, y: frame.y + padding.top,
      width: max(0, frame.width - padding.horizontal),
      height: max(0, frame.height - padding.vertical))
  }

  // MARK: A Scroll's content widget

  /// What a Scroll's content widget tells its GtkViewport: the content size of the last
  /// layout. On a scroll axis that is its minimum too (the viewport makes the content at least
  /// its minimum long, GTK_SCROLL_MINIMUM); on the others the minimum is 0, so the viewport
  /// gives it its own length there, as rule R1 does.
  func measureScrollContent(at scroll: Int, _ orientation: GtkOrientation) -> (
    minimum: Int32, natural: Int32
  ) {
    guard let content = lastResult?.scrollContent(at: scroll) else { return (0, 0) }
    scrollHosts[scroll]?.answeredSize = content.contentSize
    let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
    let length = pixels(horizontal ? content.contentSize.width : content.contentSize.height)
    let scrolls = horizontal ? content.axes != .vertical : content.axes != .horizontal
    return (scrolls ? length : 0, length)
  }

  /// A Scroll's content widget is allocated (a layout of the container, or GTK scrolling):
  /// its widgets get the frames of the container's last layout, nothing is laid out again.
  func allocateScrollContent(at scroll: Int) {
    guard lastResult != nil else { return }
    allocateContent(of: scroll, frames: lastFrames)
  }

  /// Whole pixels for GTK: rounded up, so that content is never cut.
  private func pixels(_ value: Double) -> Int32 {
    Int32(clamping: Int(min(value, Double(Int32.max)).rounded(.up)))
  }
}

extension gboolean {
  var isTrue: Bool { self != 0 }
}

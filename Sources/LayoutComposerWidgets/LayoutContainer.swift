import CGtk
import CLayoutComposerWidgets
import LayoutComposer

/// A GTK widget whose children are placed by LayoutComposer's engine: LayoutComposer's
/// `contentView.applyLayout(…)` for GTK 4.
///
/// ```swift
/// let content = LayoutContainer()
/// content.applyLayout(VBox(), items: [
///   `$`(Widget(gtk_label_new("Title")), height: 50),
///   `$`(Widget(gtk_button_new_with_label("OK")), flex: 1),
/// ])
/// gtk_window_set_child(window, content.widget)
/// ```
///
/// Its layout manager (a GtkLayoutManager subclass) reports the tree's sizes to GTK (natural
/// width, height for a width) and, on every allocation, lays the tree out and allocates each
/// shown widget its frame, edges rounded to pixels in window coordinates. So it sits in any
/// GTK container or window, and any GTK widget (a GtkBox, a GtkScrolledWindow) sits in it.
/// `` `$`(nil, …) `` containers have no widget; a widget given to a container component is
/// placed at its frame under the widgets of its items (a background).
@MainActor
public final class LayoutContainer {
  /// The container widget, to put in a window or another container.
  public let widget: UnsafeMutablePointer<GtkWidget>
  let engine: ContainerEngine

  public init() {
    let engine = ContainerEngine()
    self.engine = engine
    let owner = Unmanaged.passRetained(engine).toOpaque()
    widget = clc_container_new(EngineCallbacks.table, owner, EngineCallbacks.release)
    g_object_ref_sink(widget)
    engine.container = widget
  }

  isolated deinit {
    g_object_unref(widget)
  }

  // MARK: Layout

  /// Lays `items` out with `layout` in the container, as LayoutComposer's `applyLayout`:
  /// the items' widgets become the container's children (replacing those of an earlier call).
  public func applyLayout(_ layout: any Layout, items: [Component]) {
    engine.apply(`$`(nil, layout: layout, items: items))
  }

  /// The single-child form: `content.applyLayout(Fit(), item: `$`(photo))`.
  public func applyLayout(_ layout: any Layout, item: Component) {
    engine.apply(`$`(nil, layout: layout, items: [item]))
  }

  /// A whole component as the container's tree, when the root needs options of its own
  /// (padding, a name).
  public func applyLayout(_ root: Component) {
    engine.apply(root)
  }

  /// How many times the containers of this process have asked their widgets for a size
  /// (`gtk_widget_measure` calls), to see what a layout costs: read it before and after.
  ///
  /// ```swift
  /// let before = LayoutContainer.widgetMeasureCount
  /// gtk_widget_size_allocate(content.widget, &allocation, -1)
  /// print(LayoutContainer.widgetMeasureCount - before)
  /// ```
  public static var widgetMeasureCount: Int { WidgetMeasure.calls }

  /// The tree last given to `applyLayout`.
  public var root: Component? { engine.root }

  // MARK: Changes

  /// Changes a component's options (LayoutComposer's `updateWidth`, margins, flex, …) and
  /// queues a new layout of this container only. Returns false if it is not in the tree.
  ///
  /// ```swift
  /// content.update(header) { $0.height = 60 }
  /// ```
  @discardableResult
  public func update(_ component: Component, _ change: (inout ComponentOptions) -> Void) -> Bool {
    guard let node = engine.node(of: component) else { return false }
    engine.update(at: node, change)
    return true
  }

  @discardableResult
  public func updateWidth(_ component: Component, _ width: Double?) -> Bool {
    update(component) { $0.width = width }
  }

  @discardableResult
  public func updateHeight(_ component: Component, _ height: Double?) -> Bool {
    update(component) { $0.height = height }
  }

  /// Tells the container a widget's content changed in a way its GTK sizes may not show.
  /// Usually not needed: after a widget queued a resize (a label's new text) the container
  /// asks every widget again for the sizes the engine remembers and forgets those that
  /// changed.
  @discardableResult
  public func invalidate(_ widget: Widget) -> Bool {
    guard let node = engine.node(of: widget) else { return false }
    engine.invalidate(at: node)
    return true
  }

  // MARK: Frames

  /// Whether the frames of the tree are drawn over the widgets. Starts on when the
  /// environment has LAYOUTCOMPOSER_SHOW_FRAMES=1; Ctrl+Shift+F in the window toggles it.
  public var showsFrames: Bool {
    get { clc_container_get_show_frames(widget) != 0 }
    set { clc_container_set_show_frames(widget, newValue ? 1 : 0) }
  }

  /// The frames of the last allocation, relative to the container; nil before the first.
  public var frames: LayoutResult? { engine.lastResult }

  /// Lays the tree out at a size without allocating anything, with the widgets' current
  /// sizes: what the container would allocate at that size (before pixel rounding).
  public func layout(in size: Size) -> LayoutResult? {
    engine.layoutWithoutAllocating(in: size)
  }

  /// The GtkScrolledWindow a `Scroll` component became, to reach its adjustments (scroll to
  /// the end, follow the value); nil for a component that is not a Scroll of this tree. A new
  /// `applyLayout` makes new scrolled windows.
  ///
  /// ```swift
  /// let scrolled = content.scrolledWindow(of: history)!
  /// let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
  /// ```
  public func scrolledWindow(of component: Component) -> UnsafeMutablePointer<GtkWidget>? {
    engine.node(of: component).flatMap { engine.scrollHosts[$0]?.scrolledWindow }
  }

  /// `scrolledWindow(of:)` for the Scroll named `name`.
  public func scrolledWindow(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
    engine.scrollHosts.keys.sorted().first { engine.name(at: $0) == name }
      .flatMap { engine.scrollHosts[$0]?.scrolledWindow }
  }

  /// Every widget whose component has a name, with that name, in tree order.
  public var namedWidgets: [(name: String, widget: Widget)] {
    engine.widgetNodes.compactMap { entry in
      engine.name(at: entry.node).map { ($0, entry.widget) }
    }
  }
}

/// The C signatures of a container's callbacks (CLayoutComposerWidgets' `ClcCallbacks`), for
/// the outer containers and a Scroll's content widget alike.
enum ContainerCallbackTypes {
  typealias Measure =
    @convention(c) (
      UnsafeMutableRawPointer?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?
    ) -> Void
  typealias Allocate = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32) -> Void
  typealias Draw = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, Int32, Int32) -> Void
}

/// The C callbacks of every container: each finds its `ContainerEngine` in `owner`. GTK
/// calls them on the main thread.
@MainActor
enum EngineCallbacks {
  static func engine(_ owner: UnsafeMutableRawPointer?) -> ContainerEngine {
    Unmanaged<ContainerEngine>.fromOpaque(owner!).takeUnretainedValue()
  }

  static var table: ClcCallbacks {
    typealias Measure = ContainerCallbackTypes.Measure
    typealias Allocate = ContainerCallbackTypes.Allocate
    typealias Draw = ContainerCallbackTypes.Draw
    let measure: Measure = { owner, orientation, forSize, minimum, natural in
      MainActor.assumeIsolated {
        let size = EngineCallbacks.engine(owner).measure(orientation, forSize: forSize)
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
      }
    }
    let allocate: Allocate = { owner, width, height in
      MainActor.assumeIsolated {
        EngineCallbacks.engine(owner).allocate(width: width, height: height)
      }
    }
    let draw: Draw = { owner, cr, _, _ in
      MainActor.assumeIsolated {
        if let cr { FrameOverlay.draw(EngineCallbacks.engine(owner), cr) }
      }
    }
    return ClcCallbacks(measure: measure, allocate: allocate, draw_frames: draw)
  }

  /// The widget is disposed: the engine lets go of the widgets and is released.
  static var release: GDestroyNotify {
    { owner in
      MainActor.assumeIsolated {
        let engine = Unmanaged<ContainerEngine>.fromOpaque(owner!)
        engine.takeUnretainedValue().containerDisposed()
        engine.release()
      }
    }
  }
}

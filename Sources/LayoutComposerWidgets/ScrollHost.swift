import CGtk
import CLayoutComposerWidgets
import LayoutComposer

/// The GtkScrolledWindow a `Scroll` component becomes. Its child (through the GtkViewport GTK
/// puts around it) is a second container widget that answers GTK's measure with the Scroll's
/// content size from the outer container's last layout, and places the widgets inside the
/// Scroll at their frames relative to the content. The tree stays one: the outer engine lays
/// everything out with the Scroll's offset at 0, and GTK does the scrolling (the viewport moves
/// the content widget), so scrolling measures and lays out nothing.
@MainActor
final class ScrollHost {
  /// The Scroll's node in the tree.
  let node: Int
  /// The node of the Scroll around this one, nil when the outer container holds it.
  let enclosingScroll: Int?
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  /// The content widget: a container whose owner is a `ScrollContentOwner`.
  let content: UnsafeMutablePointer<GtkWidget>
  /// The content size the content widget last told GTK, to ask GTK again when it changes.
  var answeredSize: Size?

  /// A scrolled window for the Scroll at `node`: automatic scrollbars on its axes, none on the
  /// others (there the content is the viewport's length, rule R1).
  init(node: Int, axes: Scroll.Axes, enclosingScroll: Int?, engine: ContainerEngine) {
    self.node = node
    self.enclosingScroll = enclosingScroll
    scrolledWindow = gtk_scrolled_window_new()!
    g_object_ref_sink(scrolledWindow)
    let scrolled = OpaquePointer(scrolledWindow)
    gtk_scrolled_window_set_policy(
      scrolled, axes == .vertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
      axes == .horizontal ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC)
    let owner = Unmanaged.passRetained(ScrollContentOwner(engine: engine, node: node)).toOpaque()
    content = clc_container_new(ScrollContentCallbacks.table, owner, ScrollContentCallbacks.release)
    g_object_ref_sink(content)
    gtk_scrolled_window_set_child(scrolled, content)
  }

  /// Takes the scrolled window out of its parent and lets go of both widgets; the widgets
  /// inside were given back before.
  func remove() {
    if gtk_widget_get_parent(scrolledWindow) != nil { gtk_widget_unparent(scrolledWindow) }
    g_object_unref(scrolledWindow)
    g_object_unref(content)
  }

  /// The vertical and horizontal adjustments of the scrolled window.
  var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolledWindow))!
  }
  var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    gtk_scrolled_window_get_hadjustment(OpaquePointer(scrolledWindow))!
  }
}

/// The owner of a Scroll's content widget: which Scroll it shows, and the outer engine (not
/// retained: the engine holds the content widget through its `ScrollHost`).
@MainActor
final class ScrollContentOwner {
  weak var engine: ContainerEngine?
  let node: Int

  init(engine: ContainerEngine, node: Int) {
    self.engine = engine
    self.node = node
  }
}

/// The C callbacks of a Scroll's content widget: they go to the outer engine.
@MainActor
enum ScrollContentCallbacks {
  static func owner(_ pointer: UnsafeMutableRawPointer?) -> ScrollContentOwner {
    Unmanaged<ScrollContentOwner>.fromOpaque(pointer!).takeUnretainedValue()
  }

  static var table: ClcCallbacks {
    typealias Measure = ContainerCallbackTypes.Measure
    typealias Allocate = ContainerCallbackTypes.Allocate
    typealias Draw = ContainerCallbackTypes.Draw
    let measure: Measure = { pointer, orientation, _, minimum, natural in
      MainActor.assumeIsolated {
        let owner = ScrollContentCallbacks.owner(pointer)
        let size =
          owner.engine?.measureScrollContent(at: owner.node, orientation)
          ?? (minimum: 0, natural: 0)
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
      }
    }
    let allocate: Allocate = { pointer, _, _ in
      MainActor.assumeIsolated {
        let owner = ScrollContentCallbacks.owner(pointer)
        owner.engine?.allocateScrollContent(at: owner.node)
      }
    }
    // The frames inside the Scroll, drawn on the content, so that they scroll with it.
    let draw: Draw = { pointer, cr, _, _ in
      MainActor.assumeIsolated {
        let owner = ScrollContentCallbacks.owner(pointer)
        if let cr, let engine = owner.engine { FrameOverlay.draw(engine, cr, scroll: owner.node) }
      }
    }
    return ClcCallbacks(measure: measure, allocate: allocate, draw_frames: draw)
  }

  static var release: GDestroyNotify {
    { pointer in
      MainActor.assumeIsolated {
        Unmanaged<ScrollContentOwner>.fromOpaque(pointer!).release()
      }
    }
  }
}

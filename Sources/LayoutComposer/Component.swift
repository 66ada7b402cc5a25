import Synchronization

/// One box in a layout tree: an item (or none, for a transparent container), its options, and
/// for a container its layout and children. Made with `` `$`(item, options…) ``.
///
/// ```swift
/// let header = `$`("header", height: 50)
/// let screen = `$`(nil, layout: VBox(), items: [header, `$`("body", flex: 1)])
/// let frames = screen.layout(in: Size(width: 320, height: 480))
/// frames[header]  // {0, 0, 320, 50}
/// ```
public struct Component: Sendable {
  /// Identifies this component in layout results; copies of a component share it.
  public let id: ComponentID
  public var item: (any LayoutItem)?
  public var options: ComponentOptions
  public var layout: (any Layout)?
  /// The children of a container, in order.
  public var items: [Component] {
    get { children?.items ?? [] }
    set {
      if newValue.isEmpty {
        children = nil
      } else if children != nil, isKnownUniquelyReferenced(&children!) {
        children!.items = newValue
      } else {
        children = ChildList(newValue)
      }
    }
  }
  fileprivate var children: ChildList?
  /// Where `` `$`(…) `` was written, so tools can lead from a frame back to the code.
  public var source: SourceLocation

  public init(
    item: (any LayoutItem)?, options: ComponentOptions = ComponentOptions(),
    layout: (any Layout)? = nil, items: [Component] = [],
    source: SourceLocation = SourceLocation(fileID: "", line: 0)
  ) {
    self.id = ComponentID.next()
    self.item = item
    self.options = options
    self.layout = layout
    self.children = items.isEmpty ? nil : ChildList(items)
    self.source = source
  }

  /// `name:` if given, else the item's own name (a string item names itself).
  public var name: String? { options.name ?? item?.name }

  /// The components drawn above this one (`overlay:`), kept at the end of `items`.
  public var overlays: [Component] { items.filter { $0.options.decoration == .overlay } }

  /// The components drawn below this one (`background:`), kept at the start of `items`.
  public var backgrounds: [Component] { items.filter { $0.options.decoration == .background } }

  /// The children a layout places: `items` without overlays and backgrounds.
  public var laidOutItems: [Component] { items.filter { $0.options.decoration == nil } }

  /// The same component as an overlay or background.
  @usableFromInline
  func decorated(_ decoration: Decoration) -> Component {
    var copy = self
    copy.options.decoration = decoration
    return copy
  }
}

/// The children of a component, in a box of their own so that dropping a tree a hundred
/// thousand levels deep does not recurse once per level (which would overflow the stack).
/// Copy-on-write: the box is mutated only while uniquely referenced.
private final class ChildList: @unchecked Sendable {
  var items: [Component]

  init(_ items: [Component]) { self.items = items }

  deinit {
    // Each list's children lists are detached before the list's components are freed, so a
    // freed component never owns a list with components left in it: no deinit runs another.
    var pending: [ChildList] = []
    Self.detachChildren(of: &items, into: &pending)
    while let list = pending.popLast() {
      Self.detachChildren(of: &list.items, into: &pending)
    }
  }

  /// Moves the uniquely held children lists of `items` to `pending`, then empties `items`.
  /// A list someone else still holds stays attached; dropping our reference frees nothing.
  private static func detachChildren(of items: inout [Component], into pending: inout [ChildList]) {
    for index in items.indices
    where items[index].children != nil && isKnownUniquelyReferenced(&items[index].children!) {
      pending.append(items[index].children!)
      items[index].children = nil
    }
    items = []
  }
}

/// A component's identity, unique within the process.
public struct ComponentID: Sendable, Hashable, CustomStringConvertible {
  let raw: UInt64

  private static let counter = Atomic<UInt64>(0)

  static func next() -> ComponentID {
    ComponentID(raw: counter.wrappingAdd(1, ordering: .relaxed).newValue)
  }

  public var description: String { "#\(raw)" }
}

/// A place in the source code: the file (as `#fileID` spells it) and the line.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var fileID: String
  public var line: Int

  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  public var description: String { "\(fileID):\(line)" }
}

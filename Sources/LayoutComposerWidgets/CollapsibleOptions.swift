import LayoutComposer

/// The options that give a component its space, saved while its widget is hidden: a hidden
/// widget takes no space, so its component is collapsed to 0 x 0 with no margins, padding,
/// flex or bounds, and gets these back when the widget is shown.
///
/// Options here are in the form `LayoutTree.options(at:)` gives them: one value per margin
/// side and no `margins` tuple, so writing them back changes exactly these fields.
struct CollapsibleOptions {
  var width: Double?
  var height: Double?
  var flex: Double?
  var marginTop: Double?
  var marginLeft: Double?
  var marginBottom: Double?
  var marginRight: Double?
  var padding: Insets?
  var minWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var maxHeight: Double?
  var aspectRatio: Double?

  init(_ options: ComponentOptions) {
    width = options.width
    height = options.height
    flex = options.flex
    let own = options.ownMargins
    marginTop = own.top
    marginLeft = own.left
    marginBottom = own.bottom
    marginRight = own.right
    padding = options.padding
    minWidth = options.minWidth
    maxWidth = options.maxWidth
    minHeight = options.minHeight
    maxHeight = options.maxHeight
    aspectRatio = options.aspectRatio
  }

  func restore(into options: inout ComponentOptions) {
    options.width = width
    options.height = height
    options.flex = flex
    options.margins = nil
    options.marginTop = marginTop
    options.marginLeft = marginLeft
    options.marginBottom = marginBottom
    options.marginRight = marginRight
    options.padding = padding
    options.minWidth = minWidth
    options.maxWidth = maxWidth
    options.minHeight = minHeight
    options.maxHeight = maxHeight
    options.aspectRatio = aspectRatio
  }

  /// The options of a component that takes no space.
  static func collapse(_ options: inout ComponentOptions) {
    var nothing = ComponentOptions()
    nothing.width = 0
    nothing.height = 0
    nothing.marginTop = 0
    nothing.marginLeft = 0
    nothing.marginBottom = 0
    nothing.marginRight = 0
    CollapsibleOptions(nothing).restore(into: &options)
  }
}

/// Brings a change's margins to the one-value-per-side form, as `LayoutTree.update` reads a
/// change: a `margins` tuple set in the change replaces the sides the change did not set.
func normalizeMargins(_ options: inout ComponentOptions, before: ComponentOptions) {
  guard let margins = options.margins, options.margins != before.margins else { return }
  if options.marginTop == before.marginTop { options.marginTop = nil }
  if options.marginLeft == before.marginLeft { options.marginLeft = nil }
  if options.marginBottom == before.marginBottom { options.marginBottom = nil }
  if options.marginRight == before.marginRight { options.marginRight = nil }
  options.marginTop = options.marginTop ?? margins.top
  options.marginLeft = options.marginLeft ?? margins.left
  options.marginBottom = options.marginBottom ?? margins.bottom
  options.marginRight = options.marginRight ?? margins.right
  options.margins = nil
}

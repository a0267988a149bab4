// A compositional layout describes a section as a group of items repeated down the collection view. Plumb places
// them as UIKit does at content offset zero, scrolling vertically: a dimension is a fraction of its container's
// width or height (the section's width less its content insets for a group, the group's size for its items), an
// absolute length, or an estimate that the cell's constraints replace. A horizontal group repeats its items across
// while they fit (exactly `count` of them, sharing the width, when given a count); a vertical group stacks them.
// Item content insets inset the cell within its space. Sections follow each other, each inset by its content
// insets, with its top boundary items (headers) above and bottom ones (footers) below, and groups spaced by
// `interGroupSpacing`; a section that scrolls orthogonally lays its groups out side by side. Decoration items are
// recorded, not drawn.

/// A length of a layout item: a fraction of its container, points, or an estimate.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }
  let kind: Kind
  /// The fraction, points or estimate.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// An estimate the content's size replaces.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }
  /// An estimate shared by siblings (laid out as an estimate).
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> NSCollectionLayoutDimension
  {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is in points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container, or nil for an estimate.
  func resolved(in container: CGSize) -> CGFloat? {
    switch kind {
    case .fractionalWidth: return (dimension * container.width).rounded(toScale: 3)
    case .fractionalHeight: return (dimension * container.height).rounded(toScale: 3)
    case .absolute: return dimension
    case .estimated: return nil
    }
  }
}

extension CGFloat {
  /// The value rounded to a device pixel at a scale.
  fileprivate func rounded(toScale scale: CGFloat) -> CGFloat { (self * scale).rounded() / scale }
}

/// A layout item's width and height.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size.
  public init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }
}

/// The space between a group's items.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
  /// The spacing in points.
  public let spacing: CGFloat
  /// Whether the spacing grows to share the group's free space.
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// A fixed spacing.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }
  /// A spacing of at least a length that shares the free space.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Extra space around an item (leading and top are added before it, trailing and bottom after).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
  /// Before the item on the horizontal axis.
  public let leading: NSCollectionLayoutSpacing?
  /// Before the item on the vertical axis.
  public let top: NSCollectionLayoutSpacing?
  /// After the item on the horizontal axis.
  public let trailing: NSCollectionLayoutSpacing?
  /// After the item on the vertical axis.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// An item of a compositional layout: one cell.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
  /// The item's size in its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the cell within the item's space.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Extra space around the item.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Views anchored to the item (recorded only).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of a size.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// Items side by side or one under the other.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis { case horizontal, vertical }
  let axis: Axis
  /// The items (or groups) repeated in the group.
  public let subitems: [NSCollectionLayoutItem]
  /// The number of items when made with a count: they share the group's length.
  let count: Int?
  /// The space between the group's items.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Items side by side, repeated while they fit.
  public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  { NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil) }

  /// `count` items side by side, sharing the group's width.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  )
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }

  /// `count` items side by side, sharing the group's width (iOS 16's name).
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup { horizontal(layoutSize: layoutSize, subitem: subitem, count: count) }

  /// Items one under the other, repeated while they fit.
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  { NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil) }

  /// `count` items one under the other, sharing the group's height.
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }

  /// `count` items one under the other, sharing the group's height (iOS 16's name).
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup { vertical(layoutSize: layoutSize, subitem: subitem, count: count) }
}

/// Where a supplementary item sits on its container.
public enum NSRectAlignment: Int, Sendable {
  /// Nowhere in particular.
  case none = 0
  /// At the top.
  case top
  /// At the top leading corner.
  case topLeading
  /// At the leading side.
  case leading
  /// At the bottom leading corner.
  case bottomLeading
  /// At the bottom.
  case bottom
  /// At the bottom trailing corner.
  case bottomTrailing
  /// At the trailing side.
  case trailing
  /// At the top trailing corner.
  case topTrailing
}

/// The edges a supplementary item is anchored to (recorded only).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
  /// The edges.
  public let edges: NSDirectionalRectEdge
  /// An anchor at edges.
  public init(edges: NSDirectionalRectEdge) { self.edges = edges }
  /// An anchor at edges, offset.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.edges = edges }
  /// An anchor at edges, offset by fractions of the item's size.
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.edges = edges }
}

/// A view anchored to an item, such as a badge (recorded only).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of view.
  public let elementKind: String
  /// The view's stacking order.
  open var zIndex = 1

  /// A supplementary item of a size and kind, anchored to its container.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// A section's header or footer: a view of a kind above (`.top`) or below (`.bottom`) the section's items.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where the view sits.
  public let alignment: NSRectAlignment
  /// Whether the view stays on screen while its section scrolls (recorded only).
  open var pinToVisibleBounds = false
  /// Whether the view takes space in the section (it always does in Plumb).
  open var extendsBoundary = true

  /// A header or footer.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }

  /// A header or footer, offset (the offset is not applied).
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}

/// A view behind a section, such as its background (recorded, not drawn).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of view.
  public let elementKind: String
  /// The view's stacking order.
  open var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A background of a kind registered with the layout.
  public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}

/// How a section scrolls across the collection view.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// It does not: its groups follow each other down.
  case none = 0
  /// Continuously.
  case continuous
  /// Continuously, stopping at a group's leading edge.
  case continuousGroupLeadingBoundary
  /// By the section's width.
  case paging
  /// By a group.
  case groupPaging
  /// By a group, centred.
  case groupPagingCentered
}

/// What a section's content insets are measured from (the collection view's adjusted content inset in Plumb).
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice.
  case automatic = 0
  /// None.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}

/// A section of a compositional layout: its group repeated, with insets, spacing, headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup
  /// The insets around the section's items.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between groups.
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Backgrounds (recorded only).
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Whether headers and footers are inset by the content insets.
  open var supplementariesFollowContentInsets = true
  /// What the content insets are measured from (recorded only).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// Called as visible items move (never: nothing scrolls).
  open var visibleItemsInvalidationHandler:
    (([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?

  /// A section of a group.
  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// A list section, as `UICollectionViewCompositionalLayout.list(using:)` makes.
  public class func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    configuration.section(at: 0, width: layoutEnvironment.container.effectiveContentSize.width)
  }
}

/// An item on screen, as a section's invalidation handler sees it (never called in Plumb).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The item's frame.
  var frame: CGRect { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
}

/// The space a layout has.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The collection view's size.
  var contentSize: CGSize { get }
  /// The size less the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told: the container and its traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits.
  var traitCollection: UITraitCollection { get }
}

/// A collection view's space and traits at a layout.
@preconcurrency @MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }

  init(size: CGSize, insets: UIEdgeInsets, traits: UITraitCollection) {
    contentSize = size
    contentInsets = NSDirectionalEdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    traitCollection = traits
  }
}

/// A compositional layout's scrolling direction and section spacing.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
  /// The direction (Plumb lays sections out vertically).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (recorded only).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What the content insets are measured from (recorded only).
  open var contentInsetsReference = UIContentInsetsReference.automatic

  /// A configuration.
  public init() {}
}

/// A layout of sections, each a group of items repeated.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Makes a section's layout.
  public typealias SectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  let sectionProvider: SectionProvider
  let list: UICollectionLayoutListConfiguration?
  /// The configuration.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration
  private var decorationKinds: [String: AnyClass] = [:]

  /// Every section laid out alike.
  public init(section: NSCollectionLayoutSection) {
    sectionProvider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    list = nil
  }

  /// Every section laid out alike, with a configuration.
  public init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    list = nil
  }

  /// Each section laid out as the provider says.
  public init(sectionProvider: @escaping SectionProvider) {
    self.sectionProvider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    list = nil
  }

  /// Each section laid out as the provider says, with a configuration.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    list = nil
  }

  init(list: UICollectionLayoutListConfiguration) {
    self.list = list
    sectionProvider = { section, environment in
      list.section(at: section, width: environment.container.effectiveContentSize.width)
    }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
  }

  /// A list: full-width rows 44 points tall unless their content says otherwise.
  public class func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  { UICollectionViewCompositionalLayout(list: configuration) }

  /// Registers a decoration view class for a kind (recorded only).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationKinds[elementKind] = viewClass
  }
}

/// A list layout's look.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
  /// A list's look.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain = 0
    /// Rows in groups, edge to edge.
    case grouped
    /// Rows in inset rounded groups.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }

  /// What a section's header or footer is.
  public enum HeaderMode: Int, Sendable {
    /// None.
    case none = 0
    /// A supplementary view of the header kind.
    case supplementary
    /// The section's first item.
    case firstItemInSection
  }

  /// What a section's footer is.
  public enum FooterMode: Int, Sendable {
    /// None.
    case none = 0
    /// A supplementary view of the footer kind.
    case supplementary
  }

  /// Makes a row's swipe actions (recorded only).
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// The look.
  public var appearance: Appearance
  /// Whether rows have separators (not drawn).
  public var showsSeparators = true
  /// The list's background colour (the collection view's, when set).
  public var backgroundColor: UIColor?
  /// What a section's header is.
  public var headerMode = HeaderMode.none
  /// What a section's footer is.
  public var footerMode = FooterMode.none
  /// The space above a section's header (recorded only).
  public var headerTopPadding: CGFloat?
  /// Leading swipe actions (recorded only).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Trailing swipe actions (recorded only).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A list of a look.
  public init(appearance: Appearance) { self.appearance = appearance }

  var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }

  /// A section of full-width rows (estimated 44 points tall): grouped lists have 35 points above the first
  /// section and 17.5 around the others, inset grouped ones the layout margins at the sides.
  func section(at index: Int, width: CGFloat) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    let side: CGFloat = appearance == .insetGrouped ? (width >= 414 ? 20 : 16) : 0
    let top: CGFloat = isGrouped ? (index == 0 ? 35 : 17.5) : 0
    section.contentInsets = NSDirectionalEdgeInsets(
      top: top, leading: side, bottom: isGrouped ? 17.5 : 0, trailing: side)
    let estimated = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
    if headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: estimated, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}

/// A list row: a content configuration's text and image drawn in the cell, as a table cell draws them.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories (recorded, not drawn).
  open var accessories: [UICellAccessory] = []
  /// The indentation level (recorded only).
  open var indentationLevel = 0
  /// The separator's insets (recorded only).
  open var separatorLayoutGuide: UILayoutGuide { contentView.layoutMarginsGuide }
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()

  /// The list's default configuration of a cell's content.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The content configuration: a list configuration's text, secondary text and image are shown.
  open override var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyListConfiguration() }
  }

  private func applyListConfiguration() {
    guard let list = contentConfiguration as? UIListContentConfiguration else {
      textLabel.removeFromSuperview()
      secondaryLabel.removeFromSuperview()
      return
    }
    textLabel.text = list.text
    textLabel.font = list.textProperties.font
    textLabel.textColor = list.textProperties.color
    secondaryLabel.text = list.secondaryText
    secondaryLabel.font = list.secondaryTextProperties.font
    secondaryLabel.textColor = list.secondaryTextProperties.color
    if textLabel.superview !== contentView { contentView.addSubview(textLabel) }
    if list.secondaryText == nil {
      secondaryLabel.removeFromSuperview()
    } else if secondaryLabel.superview !== contentView {
      contentView.addSubview(secondaryLabel)
    }
    setNeedsLayout()
  }

  override func layoutSystemSubviews() {
    super.layoutSystemSubviews()
    guard textLabel.superview === contentView else { return }
    let width = max(0, contentView.bounds.width - 32)
    let title = textLabel.sizeThatFits(CGSize(width: width, height: 0))
    let detail =
      secondaryLabel.superview == nil ? .zero : secondaryLabel.sizeThatFits(CGSize(width: width, height: 0))
    let total = title.height + (detail.height > 0 ? 3 + detail.height : 0)
    var y = ((contentView.bounds.height - total) / 2).rounded()
    textLabel.frame = CGRect(x: 16, y: y, width: min(width, title.width), height: title.height)
    y += title.height + 3
    secondaryLabel.frame = CGRect(x: 16, y: y, width: min(width, detail.width), height: detail.height)
  }
}

/// An accessory of a list row (recorded, not drawn).
public struct UICellAccessory: Sendable {
  let name: String

  /// How an accessory shows while editing.
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always = 0
    /// While editing.
    case whenEditing
    /// Unless editing.
    case whenNotEditing
  }

  /// A disclosure chevron.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(name: "disclosureIndicator")
  }
  /// A check mark.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(name: "checkmark")
  }
  /// A delete control.
  public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(name: "delete")
  }
  /// A reorder control.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(name: "reorder")
  }
  /// An outline disclosure.
  public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(name: "outlineDisclosure")
  }
  /// A label.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(name: "label")
  }
}

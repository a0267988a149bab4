// Places a compositional layout's cells and boundary views at content offset zero (see CompositionalLayout.swift
// for the rules), making only those that start above the bottom of the collection view.

/// The next items of a section, made from the data source as they are placed.
@MainActor
final class ItemCursor {
  let section: Int
  let count: Int
  private(set) var item = 0
  private let make: (IndexPath) -> UICollectionViewCell

  init(section: Int, count: Int, make: @escaping (IndexPath) -> UICollectionViewCell) {
    self.section = section
    self.count = count
    self.make = make
  }

  var hasMore: Bool { item < count }

  func next() -> (IndexPath, UICollectionViewCell)? {
    guard item < count else { return nil }
    let indexPath = IndexPath(item: item, section: section)
    item += 1
    return (indexPath, make(indexPath))
  }
}

/// A placed cell, relative to its group until the section places the group.
struct PlacedCell {
  let indexPath: IndexPath
  let cell: UICollectionViewCell
  var frame: CGRect
}

/// A placed header or footer.
struct PlacedSupplement {
  let view: UICollectionReusableView
  let frame: CGRect
}

@MainActor
struct CompositionalPlacement {
  let layout: UICollectionViewCompositionalLayout
  let bounds: CGSize
  let inset: UIEdgeInsets
  let traits: UITraitCollection
  let numberOfSections: Int
  let numberOfItems: (Int) -> Int
  let cell: (IndexPath) -> UICollectionViewCell
  let supplementary: (String, IndexPath) -> UICollectionReusableView
  private(set) var cells: [PlacedCell] = []
  private(set) var supplements: [PlacedSupplement] = []

  init(
    layout: UICollectionViewCompositionalLayout, bounds: CGSize, inset: UIEdgeInsets,
    traits: UITraitCollection,
    numberOfSections: Int, numberOfItems: @escaping (Int) -> Int,
    cell: @escaping (IndexPath) -> UICollectionViewCell,
    supplementary: @escaping (String, IndexPath) -> UICollectionReusableView
  ) {
    self.layout = layout
    self.bounds = bounds
    self.inset = inset
    self.traits = traits
    self.numberOfSections = numberOfSections
    self.numberOfItems = numberOfItems
    self.cell = cell
    self.supplementary = supplementary
  }

  mutating func run() {
    let environment = LayoutEnvironment(size: bounds, insets: inset, traits: traits)
    let contentWidth = max(0, bounds.width - inset.left - inset.right)
    let visibleEnd = bounds.height
    var y = inset.top
    for index in 0..<numberOfSections {
      guard y < visibleEnd else { break }
      guard let section = layout.sectionProvider(index, environment) else { continue }
      if index > 0 { y += layout.configuration.interSectionSpacing }
      y = place(section, index: index, top: y, width: contentWidth, visibleEnd: visibleEnd)
    }
  }

  /// Places a section from `top`; returns where it ends.
  private mutating func place(
    _ section: NSCollectionLayoutSection, index: Int, top: CGFloat, width: CGFloat, visibleEnd: CGFloat
  ) -> CGFloat {
    let insets = section.contentInsets
    let visibleHeight = max(0, bounds.height - inset.top - inset.bottom)
    let container = CGSize(width: max(0, width - insets.leading - insets.trailing), height: visibleHeight)
    var y = top
    let boundaryWidth = section.supplementariesFollowContentInsets ? container.width : width
    let boundaryX = inset.left + (section.supplementariesFollowContentInsets ? insets.leading : 0)
    func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat) -> CGFloat {
      let view = supplementary(item.elementKind, IndexPath(item: 0, section: index))
      let size = CGSize(width: boundaryWidth, height: visibleHeight)
      let itemWidth = item.layoutSize.widthDimension.resolved(in: size) ?? boundaryWidth
      let height =
        item.layoutSize.heightDimension.resolved(in: size)
        ?? fittedHeight(of: view, width: itemWidth, estimate: item.layoutSize.heightDimension.dimension)
      supplements.append(
        PlacedSupplement(view: view, frame: CGRect(x: boundaryX, y: y, width: itemWidth, height: height)))
      return height
    }
    for item in section.boundarySupplementaryItems where item.alignment.isTop {
      y += boundary(item, at: y)
    }
    y += insets.top
    let cursor = ItemCursor(section: index, count: numberOfItems(index), make: cell)
    let group = section.group
    let groupWidth = group.layoutSize.widthDimension.resolved(in: container) ?? container.width
    let groupHeight = group.layoutSize.heightDimension.resolved(in: container)
    let left = inset.left + insets.leading
    if section.orthogonalScrollingBehavior == .none {
      var placedAny = false
      while cursor.hasMore, y < visibleEnd {
        let (leaves, size) = layout(group, width: groupWidth, height: groupHeight, cursor: cursor)
        for leaf in leaves { cells.append(leaf.offset(by: CGPoint(x: left, y: y))) }
        y += size.height + section.interGroupSpacing
        placedAny = true
      }
      if placedAny { y -= section.interGroupSpacing }
    } else {
      var x: CGFloat = 0
      var rowHeight: CGFloat = 0
      while cursor.hasMore, x < container.width {
        let (leaves, size) = layout(group, width: groupWidth, height: groupHeight, cursor: cursor)
        for leaf in leaves { cells.append(leaf.offset(by: CGPoint(x: left + x, y: y))) }
        x += size.width + section.interGroupSpacing
        rowHeight = max(rowHeight, size.height)
      }
      y += rowHeight
    }
    y += insets.bottom
    for item in section.boundarySupplementaryItems where item.alignment.isBottom {
      y += boundary(item, at: y)
    }
    return y
  }

  /// Lays a group out in a space (a nil height is estimated); returns its cells relative to its origin and its
  /// size.
  private mutating func layout(
    _ group: NSCollectionLayoutGroup, width: CGFloat, height: CGFloat?, cursor: ItemCursor
  ) -> ([PlacedCell], CGSize) {
    let horizontal = group.axis == .horizontal
    let spacing = group.interItemSpacing?.spacing ?? 0
    let length = horizontal ? width : height
    let space = CGSize(width: width, height: height ?? 0)
    var entries: [(cells: [PlacedCell], size: CGSize)] = []
    var used: CGFloat = 0
    var index = 0
    while cursor.hasMore {
      if let count = group.count, index >= count { break }
      // A vertical group of unknown height lays each of its subitems out once.
      if !horizontal, height == nil, group.count == nil, index >= group.subitems.count { break }
      let child = group.subitems[index % max(1, group.subitems.count)]
      let shared = group.count.map { count in
        max(0, ((length ?? 0) - spacing * CGFloat(count - 1)) / CGFloat(count))
      }
      let mainDimension = horizontal ? child.layoutSize.widthDimension : child.layoutSize.heightDimension
      let crossDimension = horizontal ? child.layoutSize.heightDimension : child.layoutSize.widthDimension
      var main = shared ?? mainDimension.resolved(in: space)
      var cross = crossDimension.resolved(in: space)
      if !horizontal, cross == nil { cross = width }
      if let main, let length, group.count == nil, !entries.isEmpty, used + spacing + main > length + 0.001 {
        break
      }
      if let childGroup = child as? NSCollectionLayoutGroup {
        let (cells, size) = layout(
          childGroup, width: horizontal ? main ?? width : cross ?? width,
          height: horizontal ? cross ?? height : main, cursor: cursor)
        entries.append((cells, size))
        main = horizontal ? size.width : size.height
      } else if let (indexPath, made) = cursor.next() {
        let insets = child.contentInsets
        let itemWidth =
          (horizontal ? main : cross)
          ?? fittedSize(of: made, width: nil, estimate: mainDimension.dimension).width + insets.leading
          + insets.trailing
        let itemHeight =
          (horizontal ? cross : main)
          ?? fittedHeight(
            of: made, width: max(0, itemWidth - insets.leading - insets.trailing),
            estimate: (horizontal ? crossDimension : mainDimension).dimension) + insets.top + insets.bottom
        let frame = CGRect(
          x: insets.leading, y: insets.top, width: max(0, itemWidth - insets.leading - insets.trailing),
          height: max(0, itemHeight - insets.top - insets.bottom))
        entries.append(
          (
            [PlacedCell(indexPath: indexPath, cell: made, frame: frame)],
            CGSize(width: itemWidth, height: itemHeight)
          ))
        main = horizontal ? itemWidth : itemHeight
      } else {
        break
      }
      used += (entries.count > 1 ? spacing : 0) + (main ?? 0)
      index += 1
      if (main ?? 0) <= 0, group.count == nil { break }
    }
    let sizes = entries.map(\.size)
    let total = sizes.reduce(0) { $0 + (horizontal ? $1.width : $1.height) }
    var gap = spacing
    if group.interItemSpacing?.isFlexibleSpacing == true, group.count == nil, entries.count > 1, let length {
      gap = max(spacing, (length - total) / CGFloat(entries.count - 1))
    }
    var position: CGFloat = 0
    var placed: [PlacedCell] = []
    for entry in entries {
      let offset = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
      placed += entry.cells.map { $0.offset(by: offset) }
      position += (horizontal ? entry.size.width : entry.size.height) + gap
    }
    let extent = entries.isEmpty ? 0 : position - gap
    let crossExtent = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
    let size =
      horizontal
      ? CGSize(width: width, height: height ?? crossExtent)
      : CGSize(width: width, height: height ?? extent)
    return (placed, size)
  }

  /// A view's height at a width from its constraints, or the estimate when they give none.
  private func fittedHeight(of view: UIView, width: CGFloat, estimate: CGFloat) -> CGFloat {
    fittedSize(of: view, width: width, estimate: estimate).height
  }

  /// A view's size from its constraints (the width fixed when given), or the estimate where they give none.
  private func fittedSize(of view: UIView, width: CGFloat?, estimate: CGFloat) -> CGSize {
    let content = (view as? UICollectionViewCell)?.contentView ?? view
    let fitted = content.systemLayoutSizeFitting(
      CGSize(width: width ?? 0, height: 0),
      withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
      verticalFittingPriority: .fittingSizeLevel)
    return CGSize(
      width: width ?? (fitted.width > 0 ? fitted.width : estimate),
      height: fitted.height > 0 ? fitted.height : estimate)
  }
}

extension PlacedCell {
  fileprivate func offset(by point: CGPoint) -> PlacedCell {
    var moved = self
    moved.frame.origin.x += point.x
    moved.frame.origin.y += point.y
    return moved
  }
}

extension NSRectAlignment {
  fileprivate var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  fileprivate var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

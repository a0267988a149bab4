import PlumbLayout

/// A grid of cells from a data source, placed by a flow layout: at each layout it asks for the items that fit,
/// sizes each (the delegate's size, the layout's `itemSize`, or with an estimated size the cell's content view's
/// constraints) and places them in lines (rows when scrolling vertically, columns when horizontally) from the
/// adjusted content inset, as UICollectionViewFlowLayout does at content offset zero.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The layout.
  open var collectionViewLayout: UICollectionViewLayout { didSet { reloadData() } }
  /// The data source.
  open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
  /// Whether items can be selected (recorded only).
  open var allowsSelection = true
  /// Whether several items can be selected (recorded only).
  open var allowsMultipleSelection = false
  /// A view behind the items (not drawn).
  open var backgroundView: UIView?

  private var registeredCells: [String: UICollectionViewCell.Type] = [:]
  private var registeredSupplements: [String: UICollectionReusableView.Type] = [:]
  private var shownCells: [(IndexPath, UICollectionViewCell)] = []
  private var shownSupplements: [UICollectionReusableView] = []
  private var reloadGeneration = 0
  private var lastLayoutKey: [CGFloat]?

  /// A collection with a frame and layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
    delegate as? any UICollectionViewDelegateFlowLayout
  }

  override func delegateDidChange() { reloadData() }

  /// Registers the cell class for an identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// Registers a nib for an identifier: Plumb loads no nibs, so the identifier makes plain cells.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registeredCells[identifier] = nil
  }

  /// Registers a supplementary view class (headers and footers are not laid out).
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registeredSupplements[identifier] = viewClass as? UICollectionReusableView.Type
  }

  /// A new cell of the registered class (a plain cell if none is registered, where UIKit would stop the app).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cellClass = registeredCells[identifier] else { return UICollectionViewCell(frame: .zero) }
    return cellClass.init(plumbReuseIdentifier: identifier)
  }

  /// A new supplementary view of the registered class.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let viewClass = registeredSupplements[identifier] else {
      return UICollectionReusableView(frame: .zero)
    }
    return viewClass.init(plumbReuseIdentifier: identifier)
  }

  /// Asks the data source again at the next layout.
  open func reloadData() {
    reloadGeneration += 1
    setNeedsLayoutInHierarchy()
  }
  /// Reloads.
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads.
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads.
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads.
  open func reloadSections(_ sections: IndexSet) { reloadData() }
  /// Runs the changes, reloads and calls `completion(true)`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  /// Scrolls to an item (drawn at offset zero).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  /// Selects an item (recorded only).
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
  /// Deselects an item (recorded only).
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}

  /// Where a scrolled-to item ends up (Plumb draws at offset zero).
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Vertically centred.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Horizontally centred.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The number of sections.
  open var numberOfSections: Int { max(0, dataSource?.numberOfSections(in: self) ?? 0) }
  /// The number of items in a section.
  open func numberOfItems(inSection section: Int) -> Int {
    max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
  }
  /// The cells on screen after layout.
  open var visibleCells: [UICollectionViewCell] {
    topmost.runLayout()
    return shownCells.map(\.1)
  }
  /// The cell shown for an item, if it is on screen after layout.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    topmost.runLayout()
    return shownCells.first { $0.0 == indexPath }?.1
  }
  /// The index path of a cell on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shownCells.first { $0.1 === cell }?.0 }

  override func layoutSystemSubviews() {
    let inset = adjustedContentInset
    let key = [bounds.width, bounds.height, inset.top, inset.left, CGFloat(reloadGeneration)]
    guard key != lastLayoutKey else { return }
    lastLayoutKey = key
    for (_, cell) in shownCells { cell.removeFromSuperview() }
    shownCells = []
    for view in shownSupplements { view.removeFromSuperview() }
    shownSupplements = []
    if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
      placeItems(of: compositional)
      return
    }
    guard bounds.width > 0, bounds.height > 0, let dataSource,
      let flow = collectionViewLayout as? UICollectionViewFlowLayout
    else { return }
    let vertical = flow.scrollDirection == .vertical
    // Lines run across the scrolling axis; `along` is the position on the scrolling axis.
    let across = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
    let visibleEnd = vertical ? bounds.height : bounds.width
    var along = vertical ? inset.top : inset.left
    sections: for section in 0..<numberOfSections {
      let sectionInset =
        flowDelegate?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset
      let lineSpacing =
        flowDelegate?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section)
        ?? flow.minimumLineSpacing
      let itemSpacing =
        flowDelegate?.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: section)
        ?? flow.minimumInteritemSpacing
      let leadInset = vertical ? sectionInset.left : sectionInset.top
      let trailInset = vertical ? sectionInset.right : sectionInset.bottom
      along += vertical ? sectionInset.top : sectionInset.left
      var line: [(IndexPath, UICollectionViewCell, CGSize)] = []
      var lineLength: CGFloat = 0
      func flush() {
        guard !line.isEmpty else { return }
        var offset = leadInset
        let thickness = line.map { vertical ? $0.2.height : $0.2.width }.max() ?? 0
        for (indexPath, cell, size) in line {
          let origin =
            vertical
            ? CGPoint(x: inset.left + offset, y: along + (thickness - size.height) / 2)
            : CGPoint(x: along + (thickness - size.width) / 2, y: inset.top + offset)
          cell.frame = CGRect(origin: origin, size: size)
          cell.contentView.frame = CGRect(origin: .zero, size: size)
          if cell.superview !== self { addSubview(cell) }
          shownCells.append((indexPath, cell))
          offset += (vertical ? size.width : size.height) + itemSpacing
        }
        along += thickness + lineSpacing
        line = []
        lineLength = 0
      }
      for item in 0..<numberOfItems(inSection: section) {
        if along >= visibleEnd { break sections }
        let indexPath = IndexPath(item: item, section: section)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        let size = itemSize(cell, at: indexPath, flow: flow, across: across - leadInset - trailInset)
        let length = vertical ? size.width : size.height
        if !line.isEmpty && lineLength + itemSpacing + length > across - leadInset - trailInset { flush() }
        if along >= visibleEnd { break sections }
        lineLength += (line.isEmpty ? 0 : itemSpacing) + length
        line.append((indexPath, cell, size))
      }
      flush()
      along += (vertical ? sectionInset.bottom : sectionInset.right) - lineSpacing
    }
  }

  /// Places a compositional layout's cells and headers; a grouped list gets the grouped background.
  private func placeItems(of layout: UICollectionViewCompositionalLayout) {
    if let list = layout.list {
      if let color = list.backgroundColor {
        backgroundColor = color
      } else if list.isGrouped, backgroundColor == .systemBackground {
        backgroundColor = .systemGroupedBackground
      }
    }
    guard bounds.width > 0, bounds.height > 0, let dataSource else { return }
    var placement = CompositionalPlacement(
      layout: layout, bounds: bounds.size, inset: adjustedContentInset, traits: traitCollection,
      numberOfSections: numberOfSections, numberOfItems: { [unowned self] in numberOfItems(inSection: $0) },
      cell: { [unowned self] in dataSource.collectionView(self, cellForItemAt: $0) },
      supplementary: { [unowned self] kind, indexPath in
        dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
      })
    placement.run()
    let groupedList = layout.list?.isGrouped == true
    for placed in placement.cells {
      placed.cell.frame = placed.frame
      placed.cell.contentView.frame = CGRect(origin: .zero, size: placed.frame.size)
      if groupedList, placed.cell.backgroundColor == nil {
        placed.cell.backgroundColor = .secondarySystemGroupedBackground
      }
      if placed.cell.superview !== self { addSubview(placed.cell) }
      shownCells.append((placed.indexPath, placed.cell))
      delegate.flatMap { $0 as? any UICollectionViewDelegate }?.collectionView(
        self, willDisplay: placed.cell, forItemAt: placed.indexPath)
    }
    for placed in placement.supplements {
      placed.view.frame = placed.frame
      if placed.view.superview !== self { addSubview(placed.view) }
      shownSupplements.append(placed.view)
    }
  }

  private func itemSize(
    _ cell: UICollectionViewCell, at indexPath: IndexPath, flow: UICollectionViewFlowLayout, across: CGFloat
  ) -> CGSize {
    if let size = flowDelegate?.collectionView(self, layout: flow, sizeForItemAt: indexPath) { return size }
    let estimated = flow.estimatedItemSize
    guard estimated != .zero else { return flow.itemSize }
    let fitted = cell.contentView.systemLayoutSizeFitting(
      UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    return CGSize(
      width: fitted.width > 0 ? min(fitted.width, bounds.width) : estimated.width,
      height: fitted.height > 0 ? fitted.height : estimated.height)
  }
}

/// Places a collection's items.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// A layout.
  public init() {}
  /// Asks the collection to lay out again.
  open func invalidateLayout() {}
}

/// Items in lines with spacing and section insets.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The scrolling direction.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Every item's size (50 × 50 unless set).
  open var itemSize = CGSize(width: 50, height: 50)
  /// A non-zero estimate makes items self-sizing.
  open var estimatedItemSize: CGSize = .zero
  /// The space between lines.
  open var minimumLineSpacing: CGFloat = 10
  /// The space between items in a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The insets of each section.
  open var sectionInset: UIEdgeInsets = .zero
  /// Section headers' size (not laid out).
  open var headerReferenceSize: CGSize = .zero
  /// Section footers' size (not laid out).
  open var footerReferenceSize: CGSize = .zero
  /// Where section insets are measured from (recorded only).
  open var sectionInsetReference: SectionInsetReference = .fromContentInset

  /// The size that makes items self-sizing.
  public static let automaticSize = CGSize(width: -1, height: -1)

  /// Where section insets are measured from.
  public enum SectionInsetReference: Int, Sendable {
    /// The content inset.
    case fromContentInset = 0
    /// The safe area.
    case fromSafeArea
    /// The layout margins.
    case fromLayoutMargins
  }
}

extension UICollectionView {
  /// A collection's scrolling direction.
  public enum ScrollDirection: Int, Sendable {
    /// Up and down.
    case vertical = 0
    /// Left and right.
    case horizontal
  }

  /// The kind of a section header.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// A view a collection reuses (cells, headers).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection reuses the view by.
  open var reuseIdentifier: String? { storedReuseIdentifier }
  var storedReuseIdentifier: String?

  /// A reusable view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// The view a collection makes for a registered class (a Plumb addition: without Objective-C, a class is made
  /// from its type only through a required initializer; subclasses inherit this one).
  public required convenience init(plumbReuseIdentifier: String?) {
    self.init(frame: .zero)
    storedReuseIdentifier = plumbReuseIdentifier
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Called before the collection reuses the view.
  open func prepareForReuse() {}
}

/// A collection item: a content view for the item's subviews.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the item's subviews go in.
  public let contentView = UIView()
  /// Whether the cell is selected (recorded only).
  open var isSelected = false
  /// Whether the cell is highlighted (recorded only).
  open var isHighlighted = false
  /// A view behind the content (not drawn).
  open var backgroundView: UIView?
  /// A view behind the content while selected (not drawn).
  open var selectedBackgroundView: UIView?
  /// The content's configuration (recorded only).
  open var contentConfiguration: (any UIContentConfiguration)?

  /// A cell with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }
}

/// A collection's items.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in a section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for an item.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections (1 unless implemented).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// A supplementary view (not laid out).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// An empty view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}

/// A collection's selection and display events (Plumb sends none but `willDisplay`).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// An item was selected (never called).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// An item was deselected (never called).
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  )
}

extension UICollectionViewDelegate {
  /// Nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Nothing.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
}

/// A flow layout's sizes and spacing from the delegate; nil (not implemented): the layout's own.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// A section's insets.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// A section's line spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section's item spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's item size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
  /// The layout's section inset.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  /// The layout's line spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
  /// The layout's item spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
}

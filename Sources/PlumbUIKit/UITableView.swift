import PlumbLayout

extension IndexPath {
  /// A table row's index path.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// A collection item's index path.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section (the first index).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { if count > 0 { self[0] = newValue } }
  }
  /// The row in the section (the second index).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { if count > 1 { self[1] = newValue } }
  }
  /// The item in the section (the second index).
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}

/// A table's rows, from its data source: at each layout it asks for the sections and rows that fit its height,
/// sizes each row (a fixed `rowHeight`, the delegate's height, or, with `automaticDimension`, the cell's content
/// view's constraints at the table's width, plus the separator), and places the cells one under the other from the
/// top of its adjusted content inset, as UITableView does at content offset zero. Rows below its bottom are not
/// made.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The appearance proxy of this class (see ``UIView/appearance()``).
  open override class func appearance() -> UITableView {
    AppearanceProxies.shared.proxy(self, containers: []) { UITableView() }
  }
  /// The appearance proxy of this class inside `containerTypes` (the nearest container first).
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITableView {
    AppearanceProxies.shared.proxy(self, containers: containerTypes) { UITableView() }
  }
  override func adoptProxyValues(from proxy: NSObject, pristine: NSObject) {
    super.adoptProxyValues(from: proxy, pristine: pristine)
    guard let proxy = proxy as? UITableView, let pristine = pristine as? UITableView else { return }
    adoptAppearance(\.separatorColor, to: self, from: proxy, pristine: pristine)
  }

  /// The table's look.
  public enum Style: Int, Sendable {
    /// Rows edge to edge.
    case plain = 0
    /// Sections on a grey background.
    case grouped
    /// Sections as inset rounded groups (laid out as grouped).
    case insetGrouped
  }

  /// How rows are separated.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none = 0
    /// A hairline.
    case singleLine
    /// Etched (drawn as a hairline).
    case singleLineEtched
  }

  /// How an inserted or removed row animates (Plumb shows the end state).
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// From the right.
    case right
    /// From the left.
    case left
    /// From the top.
    case top
    /// From the bottom.
    case bottom
    /// None.
    case none
    /// From the middle.
    case middle
    /// The system's choice.
    case automatic = 100
  }

  /// Where a scrolled-to row ends up (Plumb draws at offset zero).
  public enum ScrollPosition: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// A row or header height that is measured from the content.
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style
  /// The data source.
  open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
  /// The delegate as a table delegate (set `delegate`: row heights, headers; Plumb sends no selection events).
  private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
  override func delegateDidChange() { reloadData() }
  /// Every row's height; `automaticDimension` (the default): measured from each cell.
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  /// The estimated row height (not used: rows are measured).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Section headers' height; `automaticDimension`: 28 points for a title or view in a plain table, 38 in a
  /// grouped one.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  /// Section footers' height; `automaticDimension`: as headers.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  /// The estimated header height (not used).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated footer height (not used).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Extra space above each section header in a plain table (iOS 15).
  open var sectionHeaderTopPadding: CGFloat = 0 { didSet { reloadData() } }
  /// The separators.
  open var separatorStyle: SeparatorStyle = .singleLine { didSet { reloadData() } }
  /// The separators' colour (drawn in the system's).
  open var separatorColor: UIColor?
  /// The separators' insets (drawn at the system's).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// A view above the rows, its frame's height tall.
  open var tableHeaderView: UIView? {
    didSet {
      if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
      reloadData()
    }
  }
  /// A view below the rows, its frame's height tall.
  open var tableFooterView: UIView? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      reloadData()
    }
  }
  /// A view behind the rows (not drawn).
  open var backgroundView: UIView?
  /// Whether rows can be selected (recorded only).
  open var allowsSelection = true
  /// Whether several rows can be selected (recorded only).
  open var allowsMultipleSelection = false
  /// Whether the table is editing (recorded only).
  open var isEditing = false
  /// Whether cells follow the readable width (recorded only).
  open var cellLayoutMarginsFollowReadableWidth = false

  private var registeredCells: [String: UITableViewCell.Type] = [:]
  private var registeredHeaders: [String: UITableViewHeaderFooterView.Type] = [:]
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var shownCells: [(IndexPath, UITableViewCell)] = []
  private var shownSupplements: [UIView] = []
  private var reloadGeneration = 0
  private var lastLayoutKey: [CGFloat]?

  /// A table of a style with a frame.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// A plain table with a frame.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes for an identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass as? UITableViewCell.Type
  }

  /// Registers a header or footer class for an identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registeredHeaders[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// Registers a nib for an identifier: Plumb loads no nibs, so the identifier makes plain cells.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = nil
  }

  /// Registers a nib for headers and footers: Plumb loads no nibs, so the identifier makes plain views.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registeredHeaders[identifier] = nil
  }

  /// A cell for the identifier: a reused one or a new one of the registered class (a plain cell if none is
  /// registered, where UIKit would stop the app).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A reused cell or a new one of the registered class; nil when nothing is registered for the identifier.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registeredCells[identifier] else { return nil }
    return cellClass.init(plumbReuseIdentifier: identifier)
  }

  /// A header or footer of the registered class for the identifier.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
  {
    registeredHeaders[identifier].map { $0.init(plumbReuseIdentifier: identifier) }
  }

  /// Asks the data source again at the next layout.
  open func reloadData() {
    reloadGeneration += 1
    setNeedsLayoutInHierarchy()
  }

  /// Reloads the table (the changes are shown at once).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads the table.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads the table.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads the table.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Reloads the table.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Reloads the table.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Reloads the table.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  /// Starts a group of changes.
  open func beginUpdates() {}
  /// Ends a group of changes: reloads.
  open func endUpdates() { reloadData() }
  /// Runs the changes, reloads and calls `completion(true)`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  /// Selects a row (recorded only).
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    indexPathForSelectedRow = indexPath
  }
  /// Deselects a row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }
  /// The selected row.
  public private(set) var indexPathForSelectedRow: IndexPath?
  /// Scrolls to a row (drawn at offset zero).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  /// Sets editing (recorded only).
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// The number of sections the data source gives.
  open var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return max(0, dataSource.numberOfSections(in: self))
  }
  /// The number of rows the data source gives for a section.
  open func numberOfRows(inSection section: Int) -> Int {
    max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
  }
  /// The cell shown for a row, if the row is on screen after layout.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    topmost.runLayout()
    return shownCells.first { $0.0 == indexPath }?.1
  }
  /// The cells on screen after layout.
  open var visibleCells: [UITableViewCell] {
    topmost.runLayout()
    return shownCells.map(\.1)
  }
  /// The index paths of the rows on screen after layout.
  open var indexPathsForVisibleRows: [IndexPath]? {
    topmost.runLayout()
    return shownCells.map(\.0)
  }
  /// The index path of a cell on screen.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { shownCells.first { $0.1 === cell }?.0 }
  /// A row's rectangle after layout (zero if it is not on screen).
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    topmost.runLayout()
    return shownCells.first { $0.0 == indexPath }?.1.frame ?? .zero
  }

  override func layoutSystemSubviews() {
    let width = bounds.width
    let top = adjustedContentInset.top
    let key = [width, bounds.height, top, CGFloat(reloadGeneration)]
    guard key != lastLayoutKey else { return }
    lastLayoutKey = key
    for (_, cell) in shownCells {
      cell.removeFromSuperview()
      if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }
    shownCells = []
    for view in shownSupplements { view.removeFromSuperview() }
    shownSupplements = []
    guard width > 0 else { return }
    var y = top
    let bottom = bounds.height
    func place(_ view: UIView, height: CGFloat) {
      view.frame = CGRect(x: 0, y: y, width: width, height: height)
      if view.superview !== self { addSubview(view) }
      y += height
    }
    if let header = tableHeaderView {
      place(header, height: header.frame.height)
      shownSupplements.append(header)
    }
    let separator = separatorStyle == .none ? 0 : 1 / max(1, traitCollection.displayScale)
    sections: for section in 0..<numberOfSections {
      if y >= bottom { break }
      if let (view, height) = supplement(section: section, header: true) {
        y += style == .plain ? sectionHeaderTopPadding : 0
        place(view, height: height)
        shownSupplements.append(view)
      } else if style != .plain {
        y += section == 0 ? 35 : 17.5
      }
      for row in 0..<numberOfRows(inSection: section) {
        if y >= bottom { break sections }
        let indexPath = IndexPath(row: row, section: section)
        guard let dataSource else { break sections }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.showsSeparator = separator > 0
        let height = rowHeight(cell, at: indexPath, width: width, separator: separator)
        place(cell, height: height)
        cell.contentView.frame = CGRect(
          x: 0, y: 0, width: max(0, width - cell.accessoryWidth), height: max(0, height - separator))
        shownCells.append((indexPath, cell))
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
      if let (view, height) = supplement(section: section, header: false) {
        place(view, height: height)
        shownSupplements.append(view)
      }
    }
    if let footer = tableFooterView, y < bottom {
      place(footer, height: footer.frame.height)
      shownSupplements.append(footer)
    } else if tableFooterView == nil, style == .plain, separator > 0 {
      // A plain table without a footer draws separators for the empty rows that fill its height.
      let height = rowHeight > 0 ? rowHeight : 44
      while y + height <= bottom {
        let empty = EmptyRowSeparator()
        place(empty, height: height)
        shownSupplements.append(empty)
      }
    }
  }

  /// A row's height: the delegate's or `rowHeight`, or measured from the cell when it is `automaticDimension`.
  private func rowHeight(_ cell: UITableViewCell, at indexPath: IndexPath, width: CGFloat, separator: CGFloat)
    -> CGFloat
  {
    let declared = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if declared >= 0 { return declared }
    let contentWidth = max(0, width - cell.accessoryWidth)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
    cell.contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: cell.contentView.frame.height)
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    let content = max(fitted, cell.builtInContentHeight(width: contentWidth))
    return (content > 0 ? content : 44 - separator) + separator
  }

  /// A section's header or footer view and height, if it has one.
  private func supplement(section: Int, header: Bool) -> (UIView, CGFloat)? {
    let title =
      header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    var view =
      header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    let declared =
      header
      ? tableDelegate?.tableView(self, heightForHeaderInSection: section)
      : tableDelegate?.tableView(self, heightForFooterInSection: section)
    let height = declared ?? (header ? sectionHeaderHeight : sectionFooterHeight)
    if view == nil, let title {
      let made = UITableViewHeaderFooterView(reuseIdentifier: nil)
      made.textLabel?.text = style == .plain ? title : title.uppercased()
      view = made
    }
    guard let view else { return height > 0 ? (UIView(), height) : nil }
    if height >= 0 { return (view, height) }
    return (view, style == .plain ? 28 : 38)
  }
}

/// A table's rows and section titles.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (1 unless implemented).
  func numberOfSections(in tableView: UITableView) -> Int
  /// A section's header title (none unless implemented).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title (none unless implemented).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited (recorded only).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits an edit (never called).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  )
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Yes.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}

/// A table's row heights, headers and footers, and selection (Plumb sends no selection events).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height (the table's `rowHeight` unless implemented).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height (not used).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height (the table's `sectionHeaderHeight` unless implemented).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height (the table's `sectionFooterHeight` unless implemented).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section's header view (none unless implemented).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view (none unless implemented).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A row was selected (never called).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected (never called).
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to be shown (called as the table places it).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A row's editing style (recorded only).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
  /// The table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// None.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// None.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Delete.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
}

/// The separator of an empty row below a plain table's last row.
@preconcurrency @MainActor
final class EmptyRowSeparator: UIView {
  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    node.appearance.standIn = "tableViewCell"
  }
}

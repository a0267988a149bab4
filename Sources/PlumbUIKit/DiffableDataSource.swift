// Diffable data sources hold a snapshot of section and item identifiers and make cells from them with a provider
// closure. Plumb applies a snapshot at once, as a reload: there are no animations to run.

/// Sections of item identifiers, in order.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// Identifiers of items whose cells are to be remade (recorded only).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Identifiers of items whose cells are to be reconfigured (recorded only).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Identifiers of sections to be remade (recorded only).
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  /// The number of items.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The sections' identifiers.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// Every item's identifier, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in a section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }
  /// The items of a section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }
  /// The section holding an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }
  /// An item's index among all items.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }
  /// A section's index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }
  /// Inserts sections before one.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    let index = indexOfSection(toIdentifier) ?? sections.count
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }
  /// Inserts sections after one.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    let index = indexOfSection(toIdentifier).map { $0 + 1 } ?? sections.count
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }
  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.id) }
  }
  /// Adds items at the end of a section (the last one if nil).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index = sectionIdentifier.flatMap { indexOfSection($0) } ?? (sections.count - 1)
    guard sections.indices.contains(index) else { return }
    sections[index].items += identifiers
  }
  /// Inserts items before one.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }
  /// Inserts items after one.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, after: true)
  }
  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
  ) {
    for index in sections.indices {
      if let position = sections[index].items.firstIndex(of: anchor) {
        sections[index].items.insert(contentsOf: identifiers, at: after ? position + 1 : position)
        return
      }
    }
  }
  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }
  /// Removes every section and item.
  public mutating func deleteAllItems() { sections = [] }
  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType)
  {
    guard identifier != toIdentifier else { return }
    deleteItems([identifier])
    insert([identifier], at: toIdentifier, after: false)
  }
  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType)
  {
    guard identifier != toIdentifier else { return }
    deleteItems([identifier])
    insert([identifier], at: toIdentifier, after: true)
  }
  /// Marks items to be remade.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }
  /// Marks items to be reconfigured.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers
  }
  /// Marks sections to be remade.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers
  }

  // What both data sources ask of the snapshot they show, by position (a table's rows are a collection's items).

  func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    sections.indices.contains(index) ? sections[index].id : nil
  }

  func numberOfItems(atSection index: Int) -> Int {
    sections.indices.contains(index) ? sections[index].items.count : 0
  }

  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
    }
    return nil
  }
}

/// A collection view's data source made from a snapshot and a cell provider.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  UICollectionViewDataSource
{
  /// Makes an item's cell.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a header's or footer's view.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Makes headers and footers.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for a collection view; it becomes the collection view's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// Shows a snapshot (at once: there are no animations).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// Shows a snapshot by reloading.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, animatingDifferences: false, completion: completion) }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
  /// The item at an index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
  /// An item's index path.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }
  /// The section at an index.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }
  /// A section's index.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The snapshot's number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
  /// The number of items of a section of the snapshot.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.numberOfItems(atSection: section)
  }
  /// The provider's cell (a plain one if it gives none).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
    return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
  }
  /// The provider's header or footer (an empty view if none).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
  }
}

/// A table view's data source made from a snapshot and a cell provider.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  UITableViewDataSource
{
  /// Makes a row's cell.
  public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How rows change (recorded only).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// A data source for a table view; it becomes the table view's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Shows a snapshot (at once: there are no animations).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// Shows a snapshot by reloading.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { apply(snapshot, animatingDifferences: false, completion: completion) }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
  /// The item at an index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: IndexPath(item: indexPath.row, section: indexPath.section))
  }
  /// An item's index path.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }
  /// The section at an index.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }
  /// A section's index.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The snapshot's number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
  /// The number of rows of a section of the snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(atSection: section)
  }
  /// The provider's cell (a plain one if it gives none).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath) else { return UITableViewCell() }
    return cellProvider(tableView, indexPath, item) ?? UITableViewCell()
  }
}

extension UICollectionView {
  /// How to make and configure a cell of a class for an item.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
    let handler: Handler

    /// A registration.
    public init(handler: @escaping Handler) { self.handler = handler }
    /// A registration from a nib (Plumb loads no nibs: the cell is made from its class).
    public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
  }

  /// How to make and configure a header or footer of a class.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view of a kind.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler

    /// A registration.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
    /// A registration from a nib (the view is made from its class).
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.init(elementKind: elementKind, handler: handler)
    }
  }

  /// A new cell of the registration's class, configured for the item.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell = Cell(plumbReuseIdentifier: String(describing: Cell.self))
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A new header or footer of the registration's class, configured.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = Supplementary(plumbReuseIdentifier: String(describing: Supplementary.self))
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

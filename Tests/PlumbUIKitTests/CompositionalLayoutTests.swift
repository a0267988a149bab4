import Foundation
import PlumbUIKit
import Testing

/// A cell whose label, 10 points from each edge, decides its height.
final class CaptionCell: UICollectionViewCell {
  let caption = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    caption.numberOfLines = 0
    caption.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(caption)
    NSLayoutConstraint.activate([
      caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A section header with a label.
final class TitleHeader: UICollectionReusableView {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(title)
  }

  required init?(coder: NSCoder) { nil }
}

/// Items counted by section, cells of a registered class, headers from the data source.
final class CountedItems: UICollectionViewDataSource {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "caption", for: indexPath)
    (cell as? CaptionCell)?.caption.text = "\(indexPath.section).\(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    (header as? TitleHeader)?.title.text = "Section \(indexPath.section)"
    return header
  }
}

@MainActor func collection(
  _ layout: UICollectionViewLayout, _ source: any UICollectionViewDataSource, width: CGFloat = 390
) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
  view.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
  view.register(
    TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  view.dataSource = source
  view.layoutIfNeeded()
  return view
}

@MainActor func frames(_ view: UICollectionView) -> [CGRect] {
  view.visibleCells.compactMap { cell in view.indexPath(for: cell).map { ($0, cell.frame) } }
    .sorted { $0.0 < $1.0 }.map(\.1)
}

@MainActor @Suite struct CompositionalLayoutTests {
  /// Two columns of half-width items inset by 4 points, in groups 100 points tall 8 points apart, under a
  /// 40-point header, in a section inset 16 points at the sides: rows until the items run out.
  @Test func aGridOfFractionalItemsUnderAHeader() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.interGroupSpacing = 8
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let source = CountedItems([5])
    let view = collection(UICollectionViewCompositionalLayout(section: section), source)
    #expect(
      frames(view) == [
        CGRect(x: 20, y: 44, width: 171, height: 92), CGRect(x: 199, y: 44, width: 171, height: 92),
        CGRect(x: 20, y: 152, width: 171, height: 92), CGRect(x: 199, y: 152, width: 171, height: 92),
        CGRect(x: 20, y: 260, width: 171, height: 92),
      ])
    let header = try #require(view.subviews.compactMap { $0 as? TitleHeader }.first)
    #expect(header.frame == CGRect(x: 16, y: 0, width: 358, height: 40))
    #expect(header.title.text == "Section 0")
  }

  /// A group made with a count shares its width among that many items, with fixed spacing; sections follow
  /// each other with the configuration's spacing.
  @Test func aCountedGroupSharesItsWidth() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))
    )
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let view = collection(layout, CountedItems([4, 1]), width: 320)
    #expect(
      frames(view) == [
        CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
        CGRect(x: 220, y: 0, width: 100, height: 50), CGRect(x: 0, y: 50, width: 100, height: 50),
        CGRect(x: 0, y: 120, width: 100, height: 50),
      ])
  }

  /// A section that scrolls sideways lays its groups out in one row, making only the cells that start on screen;
  /// a section provider gives each section its own layout.
  @Test func anOrthogonalSectionLaysItsGroupsSideBySide() {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      #expect(environment.container.effectiveContentSize.width == 320)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(150), heightDimension: .absolute(index == 0 ? 100 : 60)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      if index == 0 { section.orthogonalScrollingBehavior = .groupPaging }
      return section
    }
    let view = collection(layout, CountedItems([10, 2]), width: 320)
    #expect(
      frames(view) == [
        CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 160, y: 0, width: 150, height: 100),
        CGRect(x: 0, y: 100, width: 150, height: 60), CGRect(x: 0, y: 170, width: 150, height: 60),
      ])
  }

  /// Estimated heights are replaced by the cells' constraints at their width.
  @Test func estimatedHeightsComeFromTheCellsConstraints() throws {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    let view = collection(UICollectionViewCompositionalLayout(section: section), CountedItems([2]))
    let cells = view.visibleCells.compactMap { $0 as? CaptionCell }.sorted { $0.frame.minY < $1.frame.minY }
    let first = try #require(cells.first)
    #expect(cells.count == 2)
    #expect(first.frame.height == first.caption.frame.height + 20)
    #expect(first.frame.width == 390)
    #expect(cells[1].frame.minY == first.frame.maxY)
  }

  /// An inset grouped list: 44-point rows inset at the sides, 35 points below the top, on the grouped
  /// background; a diffable data source and a cell registration make the rows.
  @Test func anInsetGroupedListFromADiffableDataSource() throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, name in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: 0)
    snapshot.appendItems(["General"])
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    #expect(
      frames(view) == [
        CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44),
        CGRect(x: 16, y: 158, width: 358, height: 44),
      ])
    #expect(view.backgroundColor == .systemGroupedBackground)
    #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "General")
    #expect(source.indexPath(for: "Bluetooth") == IndexPath(item: 1, section: 0))
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let label = try #require(first.contentView.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "Wi-Fi")
    #expect(label.frame.minX == 16)
    #expect(first.backgroundColor == .secondarySystemGroupedBackground)
  }

  /// A snapshot keeps sections and items in order through inserts, moves and deletes.
  @Test func snapshotsKeepTheirOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "c"])
    snapshot.insertSections(["b"], afterSection: "a")
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([5])
    snapshot.insertItems([3], afterItem: 2)
    snapshot.moveItem(1, afterItem: 3)
    snapshot.deleteItems([2])
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers == [3, 1, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "c")
    #expect(snapshot.numberOfItems(inSection: "b") == 0)
    snapshot.deleteSections(["a"])
    #expect(snapshot.numberOfItems == 1)
  }

  /// Both data sources answer by position from the snapshot they show: sections, their counts and items, and
  /// nothing (not a crash) past the end.
  @Test func dataSourcesAnswerByPosition() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let rows = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in UITableViewCell() }
    rows.apply(snapshot)
    #expect(rows.numberOfSections(in: table) == 2)
    #expect(rows.tableView(table, numberOfRowsInSection: 0) == 3)
    #expect(rows.tableView(table, numberOfRowsInSection: 1) == 1)
    #expect(rows.tableView(table, numberOfRowsInSection: 2) == 0)
    #expect(rows.sectionIdentifier(for: 1) == "b" && rows.sectionIdentifier(for: 2) == nil)
    #expect(rows.index(for: "b") == 1)
    #expect(rows.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 4)
    #expect(rows.indexPath(for: 3) == IndexPath(row: 2, section: 0))
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
    let items = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { _, _, _ in nil }
    items.apply(snapshot)
    #expect(items.collectionView(collection, numberOfItemsInSection: 0) == 3)
    #expect(items.collectionView(collection, numberOfItemsInSection: 5) == 0)
    #expect(items.sectionIdentifier(for: 0) == "a" && items.sectionIdentifier(for: -1) == nil)
  }
}

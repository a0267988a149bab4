import Foundation
import PlumbLayout
import PlumbUIKit
import Testing

/// A cell whose content view's constraints decide its height: a label 12 points from the top and bottom.
final class NoteCell: UITableViewCell {
  let note = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    note.numberOfLines = 0
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    NSLayoutConstraint.activate([
      note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A table screen as real apps write it: a table pinned to the view, cells registered and dequeued.
final class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView()
  let notes: [String]
  var fixedHeight: CGFloat?

  init(notes: [String]) {
    self.notes = notes
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = fixedHeight ?? UITableView.automaticDimension
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as? NoteCell else {
      return UITableViewCell()
    }
    cell.note.text = notes[indexPath.row]
    return cell
  }
}

/// A view that rounds itself in `layoutSubviews`, as avatars and pill buttons do.
final class PillView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
  }
}

/// The layout model's node of a view in its hierarchy's last layout.
@MainActor func node(of view: UIView, in top: UIView) throws -> View {
  let session = try #require(LayoutSession.current(top))
  let name = try #require(view.accessibilityIdentifier)
  return try #require(session.root.subtree.first { $0.identifier == name })
}

@MainActor @Suite struct ScreenTests {
  /// Rows start under the bars (the table's content inset follows the safe area), measured from their
  /// constraints plus the separator, one under the other; rows below the screen are not made.
  @Test func aTableInANavigationStackPlacesItsRowsUnderTheBar() throws {
    let notes = (1...40).map { "Note \($0)" }
    let list = NotesViewController(notes: notes)
    let navigation = UINavigationController(rootViewController: list)
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let cells = list.tableView.visibleCells
    let first = try #require(cells.first as? NoteCell)
    #expect(first.note.text == "Note 1")
    #expect(abs(list.tableView.safeAreaInsets.top - (47 + 44)) < 0.001)
    #expect(first.frame.minY == 91)
    let line = first.note.frame.height
    let separator: CGFloat = 1 / 3
    #expect(first.frame.height == line + 24 + separator)
    #expect(first.contentView.frame.height == line + 24)
    #expect(cells[1].frame.minY == first.frame.maxY)
    #expect(cells.count < notes.count)
    #expect(try #require(cells.last).frame.minY < 844)
    #expect(list.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
  }

  @Test func aFixedRowHeightAndBuiltInCells() {
    final class Source: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title \(indexPath.row)"
        cell.detailTextLabel?.text = "Detail"
        return cell
      }
    }
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.dataSource = source
    table.rowHeight = 60
    table.separatorStyle = .none
    table.layoutIfNeeded()
    let cells = table.visibleCells
    #expect(
      cells.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 320, height: 60), CGRect(x: 0, y: 60, width: 320, height: 60),
      ])
    let title = cells[0].textLabel?.frame ?? .zero
    let detail = cells[0].detailTextLabel?.frame ?? .zero
    #expect(title.minX == 16)
    #expect(detail.minY == title.maxY)
    #expect(abs((title.minY - 0) - (60 - detail.maxY)) < 0.01)
  }

  @Test func aFlowLayoutFillsLinesOfItems() {
    final class Source: UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        5
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
      }
    }
    let source = Source()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 80)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 340, height: 600), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(
      grid.visibleCells.map(\.frame.origin) == [
        CGPoint(x: 10, y: 10), CGPoint(x: 120, y: 10), CGPoint(x: 230, y: 10), CGPoint(x: 10, y: 100),
        CGPoint(x: 120, y: 100),
      ])
  }

  @Test func aLargeTitleAndBarButtonItemsAndATabBar() throws {
    let first = UIViewController()
    first.title = "Inbox"
    first.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    let navigation = UINavigationController(rootViewController: first)
    navigation.navigationBar.prefersLargeTitles = true
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, settings]
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 143, left: 0, bottom: 34 + 49, right: 0))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 83))
    #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
    let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
    let title = try #require(labels.first { $0.text == "Inbox" })
    #expect(title.frame.minX == 16)
    #expect(title.font.pointSize == 34)
    let edit = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
    #expect(edit.currentTitle == "Edit")
    #expect(abs(edit.frame.maxX - (390 - 16)) < 0.001)
    // Pushing shows the new top controller with a back button titled by the previous one.
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    detail.title = "Message"
    navigation.pushViewController(detail, animated: true)
    window.layoutIfNeeded()
    #expect(detail.navigationController === navigation)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(detail.view.superview === navigation.view)
    #expect(first.view.superview == nil)
    let back = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first?.currentTitle
    #expect(back == "\u{2039} Inbox")
  }

  @Test func presentingAndDismissingRecordTheControllers() {
    let root = UIViewController()
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    var completed = false
    root.present(alert, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === alert)
    #expect(alert.presentingViewController === root)
    alert.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(alert.actions.map(\.title) == ["Cancel"])
  }

  /// What layout code sets without changing the layout is drawn: a corner radius set in `layoutSubviews` or
  /// `viewDidLayoutSubviews`.
  @Test func aCornerRadiusSetDuringLayoutIsDrawn() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let pill = PillView()
    pill.accessibilityIdentifier = "pill"
    pill.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(pill)
    NSLayoutConstraint.activate([
      pill.widthAnchor.constraint(equalToConstant: 120), pill.heightAnchor.constraint(equalToConstant: 40),
      pill.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      pill.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    #expect(try node(of: pill, in: root).appearance.cornerRadius == 20)
  }

  @Test func aCustomButtonsTitleIsWhiteAndABorderlessFieldHasNoBox() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let custom = UIButton()
    custom.setTitle("Go", for: .normal)
    custom.accessibilityIdentifier = "custom"
    let system = UIButton(type: .system)
    system.setTitle("Go", for: .normal)
    system.accessibilityIdentifier = "system"
    let field = UITextField(frame: CGRect(x: 0, y: 50, width: 100, height: 30))
    field.accessibilityIdentifier = "field"
    field.text = "secret"
    field.isSecureTextEntry = true
    for view in [custom, system, field] { root.addSubview(view) }
    #expect(custom.buttonType == .custom)
    #expect(try node(of: custom, in: root).appearance.textColor == "white")
    #expect(try node(of: system, in: root).appearance.textColor == nil)
    let fieldNode = try node(of: field, in: root)
    #expect(fieldNode.appearance.borderWidth > 0)
    #expect(fieldNode.appearance.borderColor == nil)
    #expect(fieldNode.text?.text == String(repeating: "\u{2022}", count: 6))
  }

  @Test func aShrinkingLabelDrawsASmallerFontButKeepsItsIntrinsicSize() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.accessibilityIdentifier = "label"
    label.text = "A rather long title"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    root.addSubview(label)
    let full = label.intrinsicContentSize
    let size = try #require(try node(of: label, in: root).text?.font.size)
    #expect(size == 17 * 0.5)
    label.frame.size.width = full.width * 0.8
    root.layoutIfNeeded()
    let shrunk = try #require(try node(of: label, in: root).text?.font.size)
    #expect(shrunk < 17 && shrunk > 17 * 0.7)
    #expect(label.intrinsicContentSize == full)
  }

  @Test func symbolImagesAreSizedByTheirConfiguration() throws {
    let star = try #require(UIImage(systemName: "star"))
    #expect(star.symbolName == "star")
    #expect(star.size == CGSize(width: 61.0 / 3, height: 61.0 / 3))
    let large = try #require(
      UIImage(
        systemName: "star",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
    #expect(large.size.height == 140.0 / 3)
    #expect(large.size.width > large.size.height)
    let view = UIImageView(image: star)
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
    #expect(view.intrinsicContentSize.height == 49.0 / 3)
  }

  @Test func theResponderChainIsState() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let name = UITextField()
    let password = UITextField()
    root.addSubview(name)
    root.addSubview(password)
    #expect(name.becomeFirstResponder())
    #expect(name.isFirstResponder)
    #expect(password.becomeFirstResponder())
    #expect(!name.isFirstResponder && password.isFirstResponder)
    #expect(!UIView().becomeFirstResponder())
    root.endEditing(true)
    #expect(!password.isFirstResponder)
    #expect(name.next === root)
  }

  /// A paged scroll view: pages side by side, each the scroll view's width; drawn at its first page.
  @Test func aPagedScrollViewsContentIsItsPagesSideBySide() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView()
    scroll.isPagingEnabled = true
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let dots = UIPageControl()
    dots.numberOfPages = 3
    dots.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(dots)
    let stack = UIStackView(arrangedSubviews: (0..<3).map { _ in UIView() })
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: dots.topAnchor),
      dots.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      dots.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, multiplier: 3),
    ])
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    #expect(dots.frame.size == CGSize(width: 80, height: 26))
    #expect(abs(scroll.frame.height - (480 - 26)) < 0.001)
    #expect(scroll.contentSize == CGSize(width: 960, height: 454))
    #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 320, 640])
  }

  /// UIKit's layout passes run before a snapshot is drawn, in UIKit's order, and what they set is drawn.
  @Test func theLayoutPassesRunBeforeASnapshot() throws {
    final class Screen: UIViewController {
      var calls: [String] = []
      let avatar = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        avatar.accessibilityIdentifier = "avatar"
        avatar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        view.setNeedsUpdateConstraints()
      }
      override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        NSLayoutConstraint.activate([
          avatar.widthAnchor.constraint(equalToConstant: 64),
          avatar.heightAnchor.constraint(equalToConstant: 64),
          avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
          avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        super.updateViewConstraints()
      }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        calls.append("traitCollectionDidChange")
      }
      override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() {
        calls.append("viewDidLayoutSubviews")
        avatar.layer.cornerRadius = avatar.frame.width / 2
      }
    }
    let screen = Screen()
    let window = UIWindow(device: .iPhone14)
    window.rootViewController = screen
    let session = try #require(LayoutSession.current(window))
    #expect(
      Array(screen.calls.prefix(4)) == [
        "traitCollectionDidChange", "updateViewConstraints", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews",
      ])
    #expect(session.root.subtree.first { $0.identifier == "avatar" }?.appearance.cornerRadius == 32)
  }

  /// A layer's background colour is drawn when the view has none; sublayers, shadows and colour literals are kept.
  @Test func layerColoursSublayersAndLiterals() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    card.accessibilityIdentifier = "card"
    card.layer.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    card.layer.shadowOpacity = 0.3
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    card.layer.insertSublayer(gradient, at: 0)
    root.addSubview(card)
    #expect(try node(of: card, in: root).appearance.backgroundColor == "#FF0000FF")
    #expect(card.layer.sublayers?.first === gradient)
    #expect(gradient.superlayer === card.layer)
    gradient.removeFromSuperlayer()
    #expect(card.layer.sublayers?.isEmpty == true)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    card.addGestureRecognizer(tap)
    #expect(tap.view === card)
  }

  /// A plain table draws separators for the empty rows below its last row, unless it has a footer view.
  @Test func emptyRowsOfAPlainTableHaveSeparators() {
    final class Source: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
      }
    }
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.dataSource = source
    table.rowHeight = 44
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 2)
    #expect(table.subviews.count == 10)
    #expect(table.subviews.last?.frame == CGRect(x: 0, y: 396, width: 320, height: 44))
    table.tableFooterView = UIView()
    table.layoutIfNeeded()
    #expect(table.subviews.count == 3)
  }
}

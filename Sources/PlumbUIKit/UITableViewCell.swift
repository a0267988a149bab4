import PlumbLayout

/// A table row: a content view for the row's subviews (placed by its constraints, which decide a self-sizing row's
/// height) and, in the built-in styles, a title, a detail text and an image placed as UIKit places them.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts.
  public enum CellStyle: Int, Sendable {
    /// A title (and image) at the leading side.
    case `default` = 0
    /// A title at the leading side and a detail at the trailing side.
    case value1
    /// A detail label beside a blue title (the Contacts style).
    case value2
    /// A title over a smaller detail.
    case subtitle
  }

  /// How a selected cell is drawn (recorded only).
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// Blue (grey since iOS 7).
    case blue
    /// Grey.
    case gray
    /// The default.
    case `default`
  }

  /// The accessory at the trailing side (its space is taken from the content view; it is not drawn).
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// A row's editing control.
  public enum EditingStyle: Int, Sendable {
    /// None.
    case none = 0
    /// Delete.
    case delete
    /// Insert.
    case insert
  }

  /// The identifier the table reuses the cell by.
  public let reuseIdentifier: String?
  let cellStyle: CellStyle
  /// The view the row's subviews go in.
  public let contentView: UIView
  private var builtInTextLabel: UILabel?
  private var builtInDetailLabel: UILabel?
  private var builtInImageView: UIImageView?
  /// Whether the table draws a separator under this row.
  var showsSeparator = false

  /// A cell of a style.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
    backgroundColor = .systemBackground
  }

  /// A default-style cell with a frame (`UITableViewCell()` too).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The cell a table makes for a registered class (a Plumb addition: without Objective-C, a class is made from
  /// its type only through a required initializer; subclasses inherit this one).
  public required convenience init(plumbReuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: plumbReuseIdentifier)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The title label (the built-in styles' text).
  open var textLabel: UILabel? {
    if let builtInTextLabel { return builtInTextLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    builtInTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The detail label (value1, value2 and subtitle styles; nil in the default style).
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let builtInDetailLabel { return builtInDetailLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: cellStyle == .subtitle ? 12 : 17)
    label.textColor = cellStyle == .value1 ? .secondaryLabel : .label
    builtInDetailLabel = label
    contentView.addSubview(label)
    return label
  }

  /// The image view at the leading side.
  open var imageView: UIImageView? {
    if let builtInImageView { return builtInImageView }
    let view = UIImageView()
    builtInImageView = view
    contentView.addSubview(view)
    return view
  }

  /// The accessory.
  open var accessoryType: AccessoryType = .none { didSet { superview?.setNeedsLayoutInHierarchy() } }
  /// A custom accessory view (its width is taken from the content view; it is not drawn).
  open var accessoryView: UIView? { didSet { superview?.setNeedsLayoutInHierarchy() } }
  /// The editing accessory (recorded only).
  open var editingAccessoryType: AccessoryType = .none
  /// The selection style (recorded only).
  open var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected (recorded only).
  open var isSelectedCell = false
  /// The separator's insets (drawn at the system's).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// A view behind the content (not drawn).
  open var backgroundView: UIView?
  /// A view behind the content while selected (not drawn).
  open var selectedBackgroundView: UIView?
  /// The indentation level (recorded only).
  open var indentationLevel = 0
  /// The width of one indentation level (recorded only).
  open var indentationWidth: CGFloat = 10
  /// The built-in content's configuration.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { (contentConfiguration as? UIListContentConfiguration)?.apply(to: self) }
  }
  /// The background's configuration (its colour is drawn).
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { if let color = backgroundConfiguration?.backgroundColor { backgroundColor = color } }
  }

  /// Whether the cell is selected.
  open var isSelected: Bool {
    get { isSelectedCell }
    set { isSelectedCell = newValue }
  }
  /// Whether the cell is highlighted (recorded only).
  open var isHighlighted = false

  /// Selects the cell (recorded only).
  open func setSelected(_ selected: Bool, animated: Bool) { isSelectedCell = selected }
  /// Highlights the cell (recorded only).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
  /// Called before the table reuses the cell.
  open func prepareForReuse() {}
  /// The default list content configuration for the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    cellStyle == .subtitle ? .subtitleCell() : cellStyle == .value1 ? .valueCell() : .cell()
  }

  /// The width the accessory takes from the content view.
  var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.frame.width + 16 }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator: return 34
    case .checkmark: return 40
    case .detailButton: return 48
    case .detailDisclosureButton: return 68
    }
  }

  private var hasBuiltInText: Bool {
    builtInTextLabel?.text?.isEmpty == false || builtInDetailLabel?.text?.isEmpty == false
  }

  /// The height the built-in labels need (0 without them): their text and 11 points above and below.
  func builtInContentHeight(width: CGFloat) -> CGFloat {
    guard hasBuiltInText else { return 0 }
    let textWidth = max(0, width - 32 - imageWidth)
    func height(_ label: UILabel?) -> CGFloat {
      guard let label, label.text?.isEmpty == false else { return 0 }
      return label.sizeThatFits(CGSize(width: textWidth, height: 0)).height
    }
    let lines =
      cellStyle == .subtitle
      ? height(builtInTextLabel) + height(builtInDetailLabel)
      : max(height(builtInTextLabel), height(builtInDetailLabel))
    return max(44, lines + 22)
  }

  private var imageWidth: CGFloat {
    guard let image = builtInImageView?.image else { return 0 }
    return image.size.width + 16
  }

  /// Places the built-in labels and image in the content view, as UIKit's styles do.
  override func layoutSystemSubviews() {
    let bounds = contentView.bounds
    let inset: CGFloat = 16
    var x = inset
    if let imageView = builtInImageView, let image = imageView.image {
      imageView.frame = CGRect(
        x: x, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
      x += image.size.width + 16
    }
    let available = max(0, bounds.width - x - inset)
    func fitted(_ label: UILabel?) -> CGSize {
      guard let label, label.text?.isEmpty == false else { return .zero }
      let size = label.sizeThatFits(CGSize(width: available, height: 0))
      return CGSize(width: min(available, size.width), height: size.height)
    }
    let title = fitted(builtInTextLabel)
    let detail = fitted(builtInDetailLabel)
    switch cellStyle {
    case .default:
      builtInTextLabel?.frame = CGRect(
        x: x, y: (bounds.height - title.height) / 2, width: available, height: title.height)
    case .subtitle:
      let top = (bounds.height - title.height - detail.height) / 2
      builtInTextLabel?.frame = CGRect(x: x, y: top, width: available, height: title.height)
      builtInDetailLabel?.frame = CGRect(
        x: x, y: top + title.height, width: available, height: detail.height)
    case .value1:
      builtInTextLabel?.frame = CGRect(
        x: x, y: (bounds.height - title.height) / 2, width: title.width, height: title.height)
      builtInDetailLabel?.frame = CGRect(
        x: bounds.width - inset - detail.width, y: (bounds.height - detail.height) / 2, width: detail.width,
        height: detail.height)
    case .value2:
      let column = min(available, 91)
      builtInTextLabel?.frame = CGRect(
        x: x, y: (bounds.height - title.height) / 2, width: column, height: title.height)
      builtInDetailLabel?.frame = CGRect(
        x: x + column + 6, y: (bounds.height - detail.height) / 2, width: max(0, available - column - 6),
        height: detail.height)
    }
  }

  override func configure(_ node: View, isRoot: Bool) {
    super.configure(node, isRoot: isRoot)
    if showsSeparator && superview is UITableView { node.appearance.standIn = "tableViewCell" }
  }
}

/// A section's header or footer: a title label placed 16 points in, or views in its content view.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table reuses the view by.
  public let reuseIdentifier: String?
  /// The view the header's subviews go in.
  public let contentView = UIView()
  private var builtInTextLabel: UILabel?

  /// A header or footer.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// A header with a frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The view a table makes for a registered class (a Plumb addition, as for cells).
  public required convenience init(plumbReuseIdentifier: String?) {
    self.init(reuseIdentifier: plumbReuseIdentifier)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// The title label (13-point secondary text).
  open var textLabel: UILabel? {
    if let builtInTextLabel { return builtInTextLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    builtInTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// A detail label (shown as the title's).
  open var detailTextLabel: UILabel? { textLabel }
  /// A view behind the content (not drawn).
  open var backgroundView: UIView?
  /// Called before the table reuses the view.
  open func prepareForReuse() {}
  /// The built-in content's configuration.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      if let list = contentConfiguration as? UIListContentConfiguration { textLabel?.text = list.text }
    }
  }
  /// The default header content configuration.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

  override func layoutSystemSubviews() {
    guard let label = builtInTextLabel else { return }
    let size = label.sizeThatFits(CGSize(width: max(0, bounds.width - 32), height: 0))
    label.frame = CGRect(
      x: 16, y: max(0, bounds.height - size.height - 6), width: max(0, bounds.width - 32), height: size.height
    )
  }
}

/// A view's content configuration.
public protocol UIContentConfiguration {}

/// A list row's text, secondary text and image, applied to a cell's built-in labels.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable, Hashable {
  /// The title.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// The title's look.
  public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
  /// The secondary text's look.
  public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
  /// The image's look (recorded only).
  public var imageProperties = ImageProperties()
  /// The padding between image and text (recorded only).
  public var imageToTextPadding: CGFloat = 16
  /// The padding between the texts (recorded only).
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// Whether the texts sit side by side (recorded only).
  public var prefersSideBySideTextAndSecondaryText = false
  /// The margins (recorded only).
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A text's look.
  public struct TextProperties: Sendable, Hashable {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The alignment (recorded only).
    public var alignment: Alignment = .natural
    /// The most lines (0: no limit).
    public var numberOfLines = 0

    /// A text's alignment.
    public enum Alignment: Int, Sendable, Hashable {
      /// Natural.
      case natural
      /// Centred.
      case center
      /// Justified.
      case justified
    }
  }

  /// An image's look (recorded only).
  public struct ImageProperties: Sendable, Hashable {
    /// The tint colour.
    public var tintColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The largest size.
    public var maximumSize: CGSize = .zero
  }

  /// A plain cell's configuration.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A cell's configuration with a secondary text below.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A cell's configuration with a trailing secondary text.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A grouped header's configuration.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
    return configuration
  }
  /// A plain header's configuration.
  public static func plainHeader() -> UIListContentConfiguration { groupedHeader() }

  @MainActor
  func apply(to cell: UITableViewCell) {
    cell.textLabel?.text = text
    cell.textLabel?.font = textProperties.font
    cell.textLabel?.textColor = textProperties.color
    cell.textLabel?.numberOfLines = textProperties.numberOfLines
    if let secondaryText, let detail = cell.detailTextLabel {
      detail.text = secondaryText
      detail.font = secondaryTextProperties.font
      detail.textColor = secondaryTextProperties.color
    }
    if let image { cell.imageView?.image = image }
  }
}

/// A view controller whose view is a table, its own data source and delegate.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style
  /// Whether the selection is cleared when the view appears (recorded only).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller with a table of a style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  /// Starts or ends editing, the table's too.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so.
  /// The table.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { if let newValue { view = newValue } }
  }

  /// Makes the table, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: .zero, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// An empty cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Yes.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// None.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// None.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Delete.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Yes.
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  /// No title.
  open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
    -> String?
  { nil }
  /// Yes.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// The row.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No swipe actions.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No swipe actions.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No row actions.
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { nil }
  /// No context menu.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Nothing.
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
  }
  /// Nothing.
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
  }
  /// Nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// A button a swiped row shows (the form before iOS 11; recorded only).
@preconcurrency @MainActor
open class UITableViewRowAction {
  /// How the action is shown.
  public enum Style: Int, Sendable {
    /// The default (red).
    case `default` = 0
    /// Destructive (red).
    case destructive = 1
    /// Grey.
    case normal
  }
  /// The style.
  public let style: Style
  /// The title.
  open var title: String?
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The handler.
  public let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

  /// An action.
  public init(
    style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// A view controller whose view is a collection view, its own data source and delegate. As in UIKit, the
/// protocols' methods are the controller's own, so a subclass overrides them.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate
{
  private var layout: UICollectionViewLayout
  /// Whether the selection is cleared when the view appears (recorded only).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether items can be moved by a long press (recorded only).
  open var installsStandardGestureForInteractiveMovement = true

  /// A controller with a collection view of a layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    layout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Not supported: always nil.
  public required init?(coder: NSCoder) { return nil }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it so.
  /// The collection view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { if let newValue { view = newValue } }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

  /// Makes the collection view, with the controller as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    0
  }
  /// A plain cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
  /// An empty view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Yes.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Yes.
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// No context menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// No context menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// No.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
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
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

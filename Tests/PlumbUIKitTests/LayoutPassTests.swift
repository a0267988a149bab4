import Foundation
import PlumbUIKit
import Testing

/// Records the order UIKit's callbacks arrive in.
@MainActor final class Journal {
  var entries: [String] = []
}

/// A controller that writes its lifecycle into a journal and adjusts a constant from its view's width.
final class JournalingViewController: UIViewController {
  let journal: Journal
  let box = UIView()
  private var width: NSLayoutConstraint?

  init(journal: Journal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    journal.entries.append("loadView")
    view = UIView()
  }

  override func viewDidLoad() {
    journal.entries.append("viewDidLoad")
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    self.width = width
    NSLayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.topAnchor.constraint(equalTo: view.topAnchor),
    ])
  }

  override func viewWillLayoutSubviews() { journal.entries.append("viewWillLayoutSubviews") }

  override func viewDidLayoutSubviews() {
    journal.entries.append("viewDidLayoutSubviews")
    // A constant that depends on the laid-out size: UIKit lays out again.
    width?.constant = view.bounds.width / 2
  }

  override func viewSafeAreaInsetsDidChange() {
    journal.entries.append("viewSafeAreaInsetsDidChange(\(view.safeAreaInsets.top))")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    journal.entries.append(
      "traitCollectionDidChange(\(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact"))")
  }
}

/// A view that counts its update and layout calls.
final class CountingView: UIView {
  var updates = 0
  var layouts = 0
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
  override func layoutSubviews() {
    layouts += 1
    super.layoutSubviews()
  }
}

@MainActor @Suite struct LayoutPassTests {
  @Test func viewControllerLifecycleAndASecondPass() {
    let journal = Journal()
    let controller = JournalingViewController(journal: journal)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(journal.entries.prefix(3) == ["loadView", "viewDidLoad", "traitCollectionDidChange(compact)"])
    #expect(journal.entries.contains("viewWillLayoutSubviews"))
    #expect(journal.entries.filter { $0.hasPrefix("viewSafeArea") } == ["viewSafeAreaInsetsDidChange(20.0)"])
    #expect(journal.entries.last == "viewDidLayoutSubviews")
    // The constant set after the first pass was laid out in a second one.
    #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 187.5, height: 10))
    journal.entries = []
    window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
    window.layoutIfNeeded()
    #expect(journal.entries.first == "traitCollectionDidChange(regular)")
    // The iPad's safe area has 24 points on top.
    #expect(journal.entries.contains("viewSafeAreaInsetsDidChange(24.0)"))
    #expect(controller.box.frame.width == 590)
    // Nothing changed: no layout.
    journal.entries = []
    window.layoutIfNeeded()
    #expect(journal.entries.isEmpty)
  }

  @Test func updateConstraintsRunsBeforeLayoutWhenAskedFor() {
    let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.layoutIfNeeded()
    #expect(root.updates == 1)
    #expect(root.layouts == 1)
    root.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(root.updates == 2)
    #expect(root.layouts == 2)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.updates == 2)
    #expect(root.layouts == 3)
  }

  /// UIKit's debugging aids: an ambiguous view says so, can be moved to another valid frame, and lists the
  /// constraints that place it.
  @Test func ambiguityDebuggingAids() {
    let root = makeAmbiguousBadge()
    let badge = root.subviews[0]
    root.layoutIfNeeded()
    #expect(badge.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    let before = badge.frame
    badge.exerciseAmbiguityInLayout()
    #expect(badge.frame != before)
    #expect(badge.frame.size == before.size)
    #expect(badge.frame.minY == before.minY)
    let vertical = badge.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.map(\.firstAttribute) == [.height, .centerY])
    #expect(badge.constraintsAffectingLayout(for: .horizontal).map(\.firstAttribute) == [.width])
  }

  /// A view snapshotted alone is drawn at the size its hierarchy gave it; a topmost view under traits.
  @Test func oneViewOfAHierarchyLaysOutAlone() throws {
    let window = hosted(FlowerStackViewController())
    let stack = try #require(window.rootViewController?.view.subviews.first)
    let session = LayoutSession.detached(stack)
    defer { session.discard() }
    #expect(session.result.canvasSize.width == Double(stack.frame.width))
    #expect(session.result.canvasSize.height == Double(stack.frame.height))
    #expect(session.result.views.map(\.id) == ["stack", "title", "image", "edit"])
  }

  @Test func guidesReportTheirFramesAfterLayout() throws {
    let window = hosted(SimpleSingleViewController())
    let view = try #require(window.rootViewController?.view)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 375, height: 647))
    // A view controller's root view has the system minimum margins: none above and below, 16 at the sides.
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 343, height: 647))
    let red = view.subviews[0]
    #expect(red.convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 40))
  }

  @Test func buttonConfigurationsAreTheirTitleAndInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    let filled = UIButton(configuration: configuration)
    let plain = UIButton(type: .system)
    plain.setTitle("Continue", for: .normal)
    plain.titleLabel?.font = .systemFont(ofSize: 17)
    let title = plain.intrinsicContentSize
    #expect(filled.intrinsicContentSize.width == title.width + 24)
    #expect(filled.intrinsicContentSize.height == title.height - 12 + 14)
  }
}

/// Wrapping labels: `sizeThatFits` and `preferredMaxLayoutWidth` wrap at the width given; the layout wraps at the
/// width the constraints give.
@MainActor @Test func wrappingLabels() {
  let text = "A label with numberOfLines = 0 wraps at the width the cell gives it, and the cell grows to fit."
  let label = UILabel()
  label.text = text
  label.numberOfLines = 0
  let oneLine = label.intrinsicContentSize
  let wrapped = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
  #expect(wrapped.width <= 150)
  #expect(wrapped.height > oneLine.height * 2)
  label.preferredMaxLayoutWidth = 150
  #expect(label.intrinsicContentSize == wrapped)
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  let free = UILabel()
  free.text = text
  free.numberOfLines = 0
  free.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(free)
  NSLayoutConstraint.activate([
    free.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    free.widthAnchor.constraint(equalToConstant: 150),
    free.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  root.layoutIfNeeded()
  #expect(free.frame.size == CGSize(width: 150, height: wrapped.height))
}

/// A root view controller's `additionalSafeAreaInsets` add to its window's.
@MainActor @Test func additionalSafeAreaInsets() throws {
  let controller = SimpleSingleViewController()
  controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 10, right: 0)
  let window = hosted(controller)
  #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 10, right: 0))
  #expect(controller.red.frame == CGRect(x: 16, y: 84, width: 343, height: 553))
  controller.additionalSafeAreaInsets = .zero
  window.layoutIfNeeded()
  #expect(controller.red.frame == CGRect(x: 16, y: 40, width: 343, height: 607))
}

import Foundation
import PlumbUIKit
import Testing

/// Collects what PlumbUIKit prints to UIKit's console while `body` runs.
@MainActor
func consoleOutput(_ body: () -> Void) -> [String] {
  var lines: [String] = []
  UIKitConsole.handler = { lines.append($0) }
  defer { UIKitConsole.handler = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
  body()
  return lines
}

/// UIKit behaviours the samples rely on, one at a time.
@MainActor @Suite struct BehaviourTests {
  @Test func namedImagesComeFromABundleWithTheirScale() throws {
    let swatch = try #require(UIImage(named: "swatch", in: .module, compatibleWith: nil))
    #expect(swatch.size == CGSize(width: 40, height: 30))
    #expect(swatch.scale == 2)
    let badge = try #require(UIImage(named: "badge.png", in: .module, compatibleWith: nil))
    #expect(badge.size == CGSize(width: 24, height: 24))
    #expect(UIImage(named: "missing", in: .module, compatibleWith: nil) == nil)
    let view = UIImageView(image: swatch)
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(view.frame.size == CGSize(width: 40, height: 30))
  }

  /// A view made in code is placed by its frame until told otherwise: constraining it without turning
  /// `translatesAutoresizingMaskIntoConstraints` off conflicts with its autoresizing constraints, and UIKit's message
  /// names them.
  @Test func frameConstraintsConflictWithConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    box.accessibilityIdentifier = "box"
    root.addSubview(box)
    #expect(box.translatesAutoresizingMaskIntoConstraints)
    let output = consoleOutput {
      box.widthAnchor.constraint(equalToConstant: 80).isActive = true
      root.layoutIfNeeded()
    }
    #expect(output.count == 1)
    #expect(output.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    #expect(output.first?.contains("translatesAutoresizingMaskIntoConstraints") == true)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    // Laying out again does not print the same conflict again.
    #expect(
      consoleOutput {
        root.setNeedsLayout(); root.layoutIfNeeded()
      }.isEmpty)
  }

  /// Flexible parts of an autoresizing mask share the superview's change of size in proportion to their sizes.
  @Test func flexibleMasksFollowTheSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 180))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let centered = UIView(frame: CGRect(x: 110, y: 50, width: 100, height: 100))
    centered.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    let corner = UIView(frame: CGRect(x: 270, y: 150, width: 40, height: 40))
    corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let third = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    third.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    [fill, centered, corner, third].forEach(root.addSubview)
    root.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 300, height: 180))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    root.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    #expect(centered.frame == CGRect(x: 150, y: 100, width: 100, height: 100))
    #expect(corner.frame == CGRect(x: 350, y: 250, width: 40, height: 40))
    // 80 more points, shared 20 : 60 by the left margin and the width.
    #expect(third.frame == CGRect(x: 40, y: 0, width: 120, height: 10))
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    root.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 300, height: 180))
    #expect(third.frame == CGRect(x: 20, y: 0, width: 60, height: 10))
    let output = consoleOutput {
      fill.widthAnchor.constraint(equalToConstant: 100).isActive = true
      root.layoutIfNeeded()
    }
    #expect(output.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    #expect(output.first?.contains("h=-&- v=-&-") == true)
  }

  @Test func itemsInDifferentHierarchiesCannotBeRelated() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let output = consoleOutput { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(output.first?.contains("because they have no common ancestor") == true)
  }

  @Test func activationInstallsOnTheNearestCommonAncestor() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let inner = UIView()
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(inner)
    let across = inner.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let own = a.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([across, own])
    #expect(root.constraints.contains { $0 === across })
    #expect(a.constraints.contains { $0 === own })
    // Removing a view takes the constraints that tie it to the rest of the hierarchy, and keeps its own.
    a.removeFromSuperview()
    #expect(!across.isActive)
    #expect(own.isActive)
  }

  @Test func badVisualFormatsPrintWhereAndReturnNothing() {
    let root = UIView()
    let a = UIView()
    root.addSubview(a)
    var constraints: [NSLayoutConstraint] = []
    let output = consoleOutput {
      constraints = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a(>=)]-|", options: [], metrics: nil, views: ["a": a])
    }
    #expect(constraints.isEmpty)
    #expect(output.first?.hasPrefix("Unable to parse constraint format") == true)
    #expect(output.first?.contains("^") == true)
  }

  @Test func prioritiesAndAttributesHaveUIKitsValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    #expect(NSLayoutConstraint.Attribute.leading.rawValue == 5)
    #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
    #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(UIStackView.Alignment.top == .leading)
  }
}

/// Console descriptions name views as UIKit's do.
@MainActor @Test func labelsAndButtonsAreNamedByTheirText() {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
  let label = UILabel()
  label.text = "Name"
  label.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(label)
  let output = consoleOutput {
    NSLayoutConstraint.activate([
      label.widthAnchor.constraint(equalToConstant: 40), label.widthAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
  }
  #expect(output.first?.contains("UILabel:0x6000") == true)
  #expect(output.first?.contains("'Name'.width == 60") == true)
}

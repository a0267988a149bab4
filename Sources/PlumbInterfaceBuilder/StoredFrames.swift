import PlumbLayout

/// Interface Builder's canvas keeps a view where it was drawn when its constraints do not say otherwise: a view
/// whose size the constraints leave open keeps its stored size (Xcode reports the ambiguity, unless the view's
/// `verifyAmbiguity` says not to check sizes, and shows the view at its stored frame). Plumb states this as
/// weak constraints at the stored size ("holds"), on Xcode's canvas only: the running app has no stored frames.
enum StoredFrameHold {
  /// Just above UIStackView's ambiguity suppression (25), which the corpus shows Xcode's canvas does not
  /// apply (three empty views in a centre-aligned stack stored 240 pt wide, where the suppression makes them 0),
  /// and below every other constraint UIKit adds (a stack's canvas fit 49, the fitting size level 50) and the
  /// priorities documents use.
  static let priority = Priority(26)

  /// For a size the constraints leave ambiguous in a view with nothing inside to size it (a plain or custom
  /// view without subviews or an intrinsic size in that axis): just below required, so the stored size wins
  /// over every optional constraint. Xcode's canvas shows such a view at its stored size even where an optional
  /// constraint says otherwise (a vertical stack view in a scroll view with a 200-pt height at priority 500,
  /// stored 970 tall around custom views stored 128 tall, none marked misplaced). A view with content keeps the
  /// weak hold: its content decides where its stored frame and its neighbours' disagree.
  static let ambiguousSizePriority = Priority(999)

  /// Holds for `view` at `frame` (superview coordinates, as stored): its size, and with `position` its origin;
  /// the sizes in `ambiguous` at ``ambiguousSizePriority``.
  static func constraints(
    _ view: View, frame: Rect, position: Bool, ambiguous: Set<LayoutAttribute> = []
  ) -> [LayoutConstraint] {
    let insets = view.alignmentRectInsets
    var held: [(LayoutAttribute, LayoutItem?, Double)] = [
      (.width, nil, frame.width - insets.left - insets.right),
      (.height, nil, frame.height - insets.top - insets.bottom),
    ]
    if position, let superview = view.superview {
      held.append((.left, superview, frame.minX + insets.left))
      held.append((.top, superview, frame.minY + insets.top))
    }
    return held.map { attribute, superview, constant in
      let constraint = LayoutConstraint(
        view, attribute, .equal, superview, superview == nil ? .notAnAttribute : attribute,
        constant: constant,
        priority: ambiguous.contains(attribute) ? ambiguousSizePriority : priority,
        identifier: "IB-stored-\(attribute)", origin: .storedFrame)
      constraint.source = "Interface Builder's stored frame (design time)"
      return constraint
    }
  }

  /// What `verifyAmbiguity` leaves unchecked: `ignoreSizes` (Verify Position Only) the size, held at the stored
  /// size (false); `off` (Never Verify) the whole frame, held at the stored frame (true); nil for the default
  /// (Verify Position and Size).
  static func holdsPosition(verifyAmbiguity value: String?) -> Bool? {
    switch value {
    case "ignoreSizes": false
    case "off": true
    default: nil
    }
  }
}

extension IBScene {
  /// Holds the stored size of every constraint-placed view laid out at another size on Xcode's canvas (fixed in
  /// both axes), and returns the holds; the constraints decide wherever they can, since the holds give way to
  /// everything else.
  func holdStoredSizes(_ result: LayoutResult, canvas: Canvas) -> [LayoutConstraint] {
    guard holdsStoredFrames, case .points = canvas.width, case .points = canvas.height else { return [] }
    let tolerance = 0.5 / canvas.traits.displayScale
    var resized: [String: Set<LayoutAttribute>] = [:]
    for view in result.views {
      guard let expected = view.expectedFrame, view.superview != nil else { continue }
      if abs(expected.width - view.frame.width) >= tolerance
        || abs(expected.height - view.frame.height) >= tolerance
      {
        var ambiguous: Set<LayoutAttribute> = []
        if view.kind == .view {
          if view.ambiguousVariables.contains("Width") { ambiguous.insert(.width) }
          if view.ambiguousVariables.contains("Height") { ambiguous.insert(.height) }
        }
        resized[view.id] = ambiguous
      }
    }
    guard !resized.isEmpty else { return [] }
    var holds: [LayoutConstraint] = []
    var stack = root.subviews
    while let view = stack.popLast() {
      stack += view.subviews
      guard let ambiguous = resized[view.identifier], view.manualFrame == nil,
        let expected = view.expectedFrame
      else {
        continue
      }
      let empty = view.subviews.isEmpty
      let intrinsic = view.intrinsicContentSizeOverride
      let open = ambiguous.filter { attribute in
        empty && (attribute == .width ? intrinsic?.horizontal : intrinsic?.vertical) == nil
      }
      holds += StoredFrameHold.constraints(view, frame: expected, position: false, ambiguous: open)
    }
    return holds
  }
}

internal import Foundation
public import PlumbLayout

extension Reconstruction {
  /// The root's own required size constraint on `attribute` from the log (`root.width = 0` from
  /// `_UITemporaryLayoutWidth` or a zero autoresizing frame): a zero size stays a constraint instead of becoming
  /// the canvas's size, so the size is the log's, not an assumption.
  public func rootSizeConstraint(_ attribute: LayoutAttribute) -> ReconstructedConstraint? {
    guard let root = views.first else { return nil }
    return constraints.first {
      $0.first == root.id && $0.firstAttribute == attribute && $0.second == nil && $0.relation == .equal
        && $0.priority >= 1000 && $0.logged != nil
    }
  }
}

extension Reconstruction {
  /// True when what the document holds can fix `view`'s size on the axis of `attribute` (`width` or `height`): a
  /// frame, an intrinsic size, a constraint on that size, or two different edges or centres on that axis. A size
  /// nothing fixes is the solver's pick (often 0), an assumption.
  func sizes(_ view: ReconstructedView, _ attribute: LayoutAttribute) -> Bool {
    let intrinsic = attribute == .width ? view.intrinsic.width : view.intrinsic.height
    if view.frame != nil || intrinsic != nil { return true }
    var edges: Set<LayoutAttribute> = []
    for constraint in constraints where !constraint.isFloor {
      for (id, side) in [
        (constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute),
      ]
      where id == view.id && side.axis == attribute.axis {
        if side == attribute { return true }
        edges.insert(side)
      }
    }
    return edges.count >= 2
  }
}

extension Explainer {
  /// The smallest canvas a diagram is drawn on, in points: room for the views, their tags and the legend.
  public static let drawableCanvas = Size(width: 375, height: 240)
  /// How far in from the drawable canvas's edges the zero-sized root is placed.
  static let drawableInset = 40.0

  /// The layout a diagram of `explanation` draws. Usually its solved reconstruction; but when the log sizes the
  /// root at zero (a `_UITemporaryLayoutWidth` of 0, a zero autoresizing frame), that canvas would be an empty
  /// strip with the legend cut off, so the same views and constraints are laid out inside a drawable canvas
  /// instead: the root placed ``drawableInset`` points in, a note below it giving the size the log gave. The
  /// conflict is the logged one either way. Nil when nothing was solved or nothing was explained.
  public func diagramLayout(_ explanation: Explanation, title: String) -> SolvedReconstruction? {
    let message = explanation.message
    guard let solved = explanation.solved, !message.constraints.isEmpty || !message.trace.isEmpty else {
      return nil
    }
    let reconstruction = explanation.reconstruction
    let canvas = solved.result.canvasSize
    guard reconstruction.device == nil, canvas.width < 1 || canvas.height < 1,
      let root = reconstruction.views.first
    else {
      return solved
    }
    // The document's root is always `root`: the logged root becomes a subview under a new id.
    var drawing = reconstruction
    let taken = Set(reconstruction.views.map(\.id))
    func unused(_ base: String) -> String {
      var id = base
      var number = 2
      while taken.contains(id) {
        id = "\(base)\(number)"
        number += 1
      }
      return id
    }
    let moved = unused("zeroSized")
    func renamed(_ id: String?) -> String? {
      guard let id else { return nil }
      if id == root.id { return moved }
      return id.hasPrefix(root.id + ".") ? moved + id.dropFirst(root.id.count) : id
    }
    for index in drawing.views.indices {
      drawing.views[index].id = renamed(drawing.views[index].id) ?? drawing.views[index].id
      drawing.views[index].superview = renamed(drawing.views[index].superview) ?? root.id
    }
    for index in drawing.constraints.indices {
      drawing.constraints[index].first = renamed(drawing.constraints[index].first) ?? ""
      drawing.constraints[index].second = renamed(drawing.constraints[index].second)
    }
    let canvasID = root.id
    let noteID = unused("note")
    // The canvas holds every view the first solve placed, and is never smaller than a drawable one.
    var extent = (width: 0.0, height: 0.0)
    for view in solved.result.views {
      extent.width = max(extent.width, view.absoluteFrame.maxX)
      extent.height = max(extent.height, view.absoluteFrame.maxY)
    }
    let rootFrame = solved.result.view(root.id)?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let noteText = zeroSizeNote(reconstruction, rootFrame: rootFrame)
    // About 6.5 points a character at 12 points: the note is not cut off.
    let width = max(
      Self.drawableCanvas.width, (extent.width + 2 * Self.drawableInset).rounded(.up),
      (Double(noteText.count) * 6.5 + 32).rounded(.up))
    let height = max(Self.drawableCanvas.height, (extent.height + 2 * Self.drawableInset + 40).rounded(.up))
    drawing.canvas = (width, height)
    // Frames place the note and the moved root, so the drawing adds no constraint to what is drawn; the root's
    // frame has the size the first solve gave it (the log's zero where the log gave one).
    drawing.views[0].frame = Rect(
      x: Self.drawableInset, y: Self.drawableInset, width: rootFrame.width, height: rootFrame.height)
    drawing.views.insert(ReconstructedView(id: canvasID, item: nil, superview: nil), at: 0)
    var note = ReconstructedView(id: noteID, item: nil, superview: canvasID, kind: "label")
    note.text = noteText
    note.fontSize = 12
    note.frame = Rect(x: 16, y: height - 32, width: width - 32, height: 16)
    drawing.views.insert(note, at: 1)
    guard let laidOut = try? solveText(drawing.yaml(title: title, source: "drawing")) else { return solved }
    return laidOut
  }

  /// What the note beside a zero-sized root says: its name and the size the log gave it.
  func zeroSizeNote(_ reconstruction: Reconstruction, rootFrame: Rect?) -> String {
    guard let root = reconstruction.views.first else { return "" }
    var parts: [String] = []
    for (attribute, value) in [(LayoutAttribute.width, rootFrame?.width), (.height, rootFrame?.height)] {
      guard let value, value < 1 else { continue }
      var part = "\(attribute.rawValue) \(formatNumber(value))"
      if let logged = reconstruction.rootSizeConstraint(attribute)?.logged {
        part += " (\(logged.identifier ?? "line \(logged.line)"))"
      } else {
        part += " (assumed)"
      }
      parts.append(part)
    }
    let name = root.item.map { " (\($0.shortClassName))" } ?? ""
    return "\(root.id)\(name): \(parts.joined(separator: ", "))"
  }
}

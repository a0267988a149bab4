public import PlumbLayout

/// A constraint diagram as data: every mark with its geometry and meaning, in points of the drawing.
///
/// The drawing is the screen plus gutters around it (for edge distances, size bars of views at the edge and
/// labels moved off the screen), a legend strip and a numbered table of constraints that could not be drawn.
/// ``DiagramBuilder`` makes it without drawing a pixel; ``Renderer`` paints it.
public struct Diagram: Sendable {
  /// The whole drawing's size.
  public var size: Size
  /// Where the screen sits in the drawing.
  public var screen: Rect
  /// Marks grouped by what they explain (one group a constraint, view, guide or legend), in painting order.
  public var groups: [DiagramGroup]
  /// Constraints listed under the screen instead of (or besides) being labelled on it, numbered from 1.
  public var table: [DiagramTableRow]

  /// Every mark, in painting order.
  public var marks: [DiagramMark] { groups.flatMap(\.marks) }
}

/// Marks that belong together: a constraint's bars, badges and label, or a view's caption.
public struct DiagramGroup: Sendable {
  /// A stable identifier (`constraint-3`, `view-banner`, `legend`).
  public var id: String
  /// Classes for styling (`constraint required`, `view`, `guide`).
  public var classes: [String]
  /// A hover text: the constraint's equation, or the view's name.
  public var title: String?
  /// The marks, in painting order.
  public var marks: [DiagramMark]
}

/// What a constraint's marks say about it.
public enum DiagramStatus: String, Sendable, Hashable {
  /// A satisfied required constraint.
  case required
  /// A satisfied optional constraint (priority below 1000).
  case optional
  /// An optional constraint the layout could not meet.
  case unmet
  /// In an unsatisfiable set, but not the constraint the engine broke.
  case conflicting
  /// The constraint broken to recover from an unsatisfiable set.
  case broken
  /// Touches a view whose designer frame differs from the solved one.
  case misplaced
  /// Touches a view whose layout is ambiguous.
  case ambiguous
}

/// One mark of a diagram.
public struct DiagramMark: Sendable {
  /// What a mark is.
  public enum Kind: String, Sendable, Hashable {
    /// A line with T caps: a space or a size.
    case ibar
    /// A plain line: an alignment, a 0-pt space, a baseline, a reference line.
    case line
    /// A round badge with `=`, `≥` or `≤`.
    case badge
    /// A value on a white plate (a constant, a multiplier, a delta).
    case label
    /// A view's name.
    case caption
    /// A legend entry.
    case legend
    /// A layout guide, a margin band or a safe-area band.
    case guide
    /// A frame that is not the solved one: a designer frame, or an ambiguous view's alternative.
    case ghost
    /// A thin line from a label moved aside to what it labels.
    case leader
    /// A cross over a broken constraint.
    case cross
    /// A row of the table of constraints under the screen.
    case row
    /// Text a view itself shows (labels, buttons, fields): recorded so nothing covers it.
    case text
    /// The layout direction marker of a right-to-left diagram.
    case direction
  }

  /// What the mark is.
  public var kind: Kind
  /// The extent of the mark in points of the drawing (a label's box includes its plate).
  public var box: Rect
  /// The constraint the mark explains, as an equation (nil for captions, legends and view text).
  public var constraint: String?
  /// The constraint's position in the engine's insertion order, when the mark explains one.
  public var constraintIndex: Int?
  /// What the mark says about its constraint or view.
  public var status: DiagramStatus?
  /// How to draw it.
  public var shape: DiagramShape
  /// The groups (`constraint-9`) of the other constraints this mark is drawn for too. Equal-size constraints that
  /// put a bar carrying only the badge on the same item share it: it is drawn once, in the first constraint's
  /// group, with its badge, when it looks the same for each (same axis, status, stroke and badge); the later
  /// constraints are named here (a constraint keeps at least one bar of its own). Empty for every other mark.
  public var sharedBy: [String] = []
}

/// A mark's geometry, in points of the drawing.
public enum DiagramShape: Sendable {
  /// A straight line (`dash` empty for solid).
  case line(from: Point, to: Point, color: Color, width: Double, dash: [Double])
  /// A line with perpendicular caps of `cap` points each side.
  case ibar(from: Point, to: Point, color: Color, dash: [Double], cap: Double)
  /// A rectangle outline and an optional fill.
  case rect(Rect, stroke: Color?, fill: Color?, dash: [Double], radius: Double)
  /// A filled circle with a glyph in it.
  case badge(center: Point, radius: Double, color: Color, glyph: String)
  /// Text on an optional plate; `origin` is the text's top-left.
  case text(String, origin: Point, size: Double, bold: Bool, color: Color, plate: Color?, plateBox: Rect)
  /// Two crossing strokes.
  case cross(center: Point, half: Double, color: Color)
  /// Several shapes that make one mark (a legend entry's sample and text).
  indirect case shapes([DiagramShape])
  /// Nothing to draw (a view's own text, recorded for checks).
  case none
}

extension Diagram {
  /// The diagram as `NAME.constraints.annotations.json`: the drawing's size, where the screen is, and every
  /// mark's kind, box (points of the drawing), constraint equation and status, so a diagram can be checked
  /// without looking at its pixels. A mark drawn for several constraints (a shared size bar and its badge) lists
  /// the later ones' groups under `shared`. Byte-identical from run to run.
  public var annotations: JSONValue {
    func box(_ rect: Rect) -> JSONValue {
      .array([rect.minX, rect.minY, rect.width, rect.height].map { .number(($0 * 1000).rounded() / 1000) })
    }
    let marks: [JSONValue] = groups.flatMap { group in
      group.marks.map { mark in
        var pairs: [(String, JSONValue)] = [
          ("kind", .string(mark.kind.rawValue)), ("box", box(mark.box)),
          ("constraint", mark.constraint.map(JSONValue.string) ?? .null),
          ("status", mark.status.map { .string($0.rawValue) } ?? .null), ("group", .string(group.id)),
        ]
        if let index = mark.constraintIndex, index >= 0 { pairs.append(("index", .number(Double(index)))) }
        if !mark.sharedBy.isEmpty { pairs.append(("shared", .array(mark.sharedBy.map(JSONValue.string)))) }
        return .object(pairs)
      }
    }
    let rows: [JSONValue] = table.map {
      .object([
        ("number", .number(Double($0.number))), ("constraint", .string($0.constraint)),
        ("index", .number(Double($0.constraintIndex))), ("status", .string($0.status.rawValue)),
        ("note", .string($0.note)),
      ])
    }
    return .object([
      ("drawing", .array([.number(size.width), .number(size.height)])), ("screen", box(screen)),
      ("marks", .array(marks)), ("table", .array(rows)),
    ])
  }
}

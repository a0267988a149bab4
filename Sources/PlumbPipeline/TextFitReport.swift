import Foundation
import PlumbDocument
import PlumbInterfaceBuilder
public import PlumbLayout

/// Where a view is written and what people call it.
public struct ViewPlace: Sendable, Hashable {
  /// The file the view is in.
  public var file: String
  /// 1-based line of the view's element or mapping, when known.
  public var line: Int?
  /// 1-based column.
  public var column: Int?
  /// What people call the view: an Interface Builder `userLabel` or custom class (else class and object id), a
  /// document view's id.
  public var name: String
  /// The view's class (a custom class, else UIKit's).
  public var className: String

  /// Creates a place.
  public init(file: String, line: Int? = nil, column: Int? = nil, name: String, className: String) {
    self.file = file
    self.line = line
    self.column = column
    self.name = name
    self.className = className
  }

  /// `FILE:LINE:COLUMN`, or the file alone when the line is not known.
  public var location: String {
    guard let line else { return file }
    return "\(file):\(line):\(column ?? 1)"
  }
}

/// Text that does not fit in one case of one screen, placed in its file and said as a localizer can act on it.
public struct TextFitReport: Sendable, Hashable {
  /// The finding.
  public var finding: TextFitFinding
  /// The screen (`FILE`, `FILE-SCENE`), as check names it.
  public var screen: String
  /// The case's traits (`ax5-fr`; empty when no trait option was given).
  public var traits: String
  /// The view.
  public var place: ViewPlace
  /// The clipping ancestor or overlapped sibling, when it is a view.
  public var other: ViewPlace?

  /// Creates a report.
  public init(finding: TextFitFinding, screen: String, traits: String, place: ViewPlace, other: ViewPlace?) {
    self.finding = finding
    self.screen = screen
    self.traits = traits
    self.place = place
    self.other = other
  }

  /// "fr: `Partager vos commentaires` is truncated in `FeedbackButton` of Main-Login: needs 231 pt, has 180 pt".
  public var message: String {
    let f = finding
    let text = "`\(Self.shortened(f.text))`"
    var subject = "`\(place.name)`"
    if let segment = f.segment { subject = "segment \(segment + 1) of " + subject }
    subject += " of \(screen)"
    let number = Self.number
    let measure: String
    switch (f.unit, f.axis) {
    case (.lines, _):
      measure = "needs \(number(f.needed)) lines, has \(number(f.available)) (numberOfLines)"
    case (.points, .horizontal):
      measure = "needs \(number(f.needed)) pt, has \(number(f.available)) pt"
    case (.points, .vertical):
      measure = "needs \(number(f.needed)) pt of height, has \(number(f.available)) pt"
    }
    let sentence: String
    switch f.problem {
    case .truncated:
      sentence = "\(text) is truncated in \(subject): \(measure)"
    case .clipped where f.other == f.view:
      sentence = "\(text) is clipped by the frame of \(subject): \(measure)"
    case .clipped:
      let by = other.map { "`\($0.name)`" } ?? "the edge of the canvas"
      let extent = f.axis == .horizontal ? "wide" : "tall"
      sentence =
        "\(text) in \(subject) is clipped by \(by): \(number(f.needed)) pt \(extent), "
        + "\(number(f.available)) pt visible"
    case .overlapping:
      let with = other.map { "`\($0.name)`" } ?? "a sibling"
      let extent = f.axis == .horizontal ? "wide" : "tall"
      sentence =
        "\(text) in \(subject) overlaps \(with): \(number(f.needed)) pt \(extent), "
        + "\(number(f.available)) pt clear of it"
    }
    return traits.isEmpty ? sentence : "\(traits): \(sentence)"
  }

  /// The compiler-style line check prints: `FILE:LINE:COLUMN: warning: MESSAGE`.
  public var line: String { "\(place.location): warning: \(message)" }

  /// The same finding said as a note, not counted: `FILE:LINE:COLUMN: note: MESSAGE`.
  public var noteLine: String { "\(place.location): note: \(message)" }

  /// The JSON object `plumb check --format json` lists in `textFit`.
  public var json: JSONValue {
    let f = finding
    var pairs: [(String, JSONValue)] = [
      ("traits", .string(traits)), ("screen", .string(screen)), ("file", .string(place.file)),
      ("line", place.line.map { .number(Double($0)) } ?? .null),
      ("column", place.column.map { .number(Double($0)) } ?? .null),
      ("view", .string(f.view)), ("name", .string(place.name)), ("class", .string(place.className)),
      ("problem", .string(f.problem.rawValue)), ("text", .string(f.text)),
    ]
    if let segment = f.segment { pairs.append(("segment", .number(Double(segment)))) }
    pairs += [
      ("axis", .string(f.axis == .horizontal ? "width" : "height")), ("unit", .string(f.unit.rawValue)),
      ("needed", .number(f.needed)), ("available", .number(f.available)),
    ]
    switch f.problem {
    case .truncated: break
    case .clipped:
      pairs.append(("clippedBy", f.other == f.view ? .string("frame") : .string(f.other ?? "canvas")))
    case .overlapping: pairs.append(("overlaps", f.other.map { .string($0) } ?? .null))
    }
    pairs.append(("message", .string(message)))
    return .object(pairs)
  }

  /// A long text is cut to its first 60 characters in messages (the JSON keeps it whole).
  private static func shortened(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: " ")
    return flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
  }

  /// Whole points without decimals, others with one (pixel-rounded values at 2× and 3×).
  private static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}

extension LoadedScreen {
  /// The screen's text that does not fit (``LayoutEngine/textFitFindings(_:tolerance:)``), each placed in the
  /// file and named as the file names the view; `traits` names the case (`ax5-fr`).
  public func textFit(traits: String, screen: String? = nil, tolerance: Double = 0.5) -> [TextFitReport] {
    let findings = engine.textFitFindings(result, tolerance: tolerance)
    guard !findings.isEmpty else { return [] }
    let file = source ?? name
    func place(_ id: String) -> ViewPlace {
      viewPlace(id) ?? ViewPlace(file: file, name: id, className: "")
    }
    let kinds = Dictionary(result.views.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
    return findings.map { finding in
      var own = place(finding.view)
      if own.className.isEmpty { own.className = finding.kind.className }
      var other = finding.other.flatMap { $0 == finding.view ? nil : place($0) }
      if let id = finding.other, other?.className.isEmpty == true {
        other?.className = kinds[id]?.className ?? ""
      }
      return TextFitReport(
        finding: finding, screen: screen ?? name, traits: traits, place: own, other: other)
    }
  }
}

extension Pipeline {
  /// Each view of a document (its own tree; views a state adds are placed in the file alone) by id.
  static func viewPlaces(_ document: LayoutDocument) -> (String) -> ViewPlace? {
    var places: [String: SourceLocation] = [:]
    var pending = [document.root]
    while let spec = pending.popLast() {
      if places[spec.id] == nil { places[spec.id] = spec.location }
      pending += spec.subviews + spec.arranged
    }
    let file = document.path
    return { id in
      places[id].map { ViewPlace(file: file, line: $0.line, column: $0.column, name: id, className: "") }
    }
  }

  /// An Interface Builder object: named by its `userLabel`, else by its class and object id (its text is what the
  /// message quotes already).
  static func viewPlace(_ object: IBObject, file: String) -> ViewPlace {
    let labelled = object.name != object.text && object.name != object.className
    return ViewPlace(
      file: file, line: object.line, column: object.column,
      name: labelled ? object.name : "\(object.className) \(object.id)", className: object.className)
  }
}

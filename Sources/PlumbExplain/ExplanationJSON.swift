public import PlumbLayout

/// Explanations as JSON (what `plumb explain --format json` prints).
public enum ExplanationJSON {
  /// Objects and arrays one member a line, except those holding only plain values (a frame, a short list).
  public static func pretty(_ value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    func isLeaf(_ value: JSONValue) -> Bool {
      switch value {
      case .object(let pairs): return pairs.allSatisfy { isScalar($0.1) }
      case .array(let items): return items.allSatisfy(isScalar)
      default: return true
      }
    }
    func isScalar(_ value: JSONValue) -> Bool {
      switch value {
      case .object, .array: return false
      default: return true
      }
    }
    switch value {
    case .object(let pairs) where !isLeaf(value):
      return "{\n"
        + pairs.map { inner + JSONValue.string($0.0).compact + ": " + pretty($0.1, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let items) where !isLeaf(value):
      return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent
        + "]"
    default:
      return value.compact
    }
  }

  /// Every explanation, with the source it came from.
  public static func render(_ explanations: [Explanation], source: String) -> JSONValue {
    .object([("source", .string(source)), ("messages", .array(explanations.map(message)))])
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  static func constraint(_ constraint: LoggedConstraint, _ explanation: Explanation) -> JSONValue {
    .object([
      ("line", .number(Double(constraint.line))), ("description", .string(constraint.text)),
      ("source", constraint.sourceLocation.map(JSONValue.string) ?? .null),
      ("class", .string(constraint.className)),
      ("identifier", constraint.identifier.map(JSONValue.string) ?? .null),
      ("origin", .string(constraint.origin.rawValue)), ("priority", .number(Double(constraint.priority))),
      ("document", explanation.keys[constraint.identity].map(JSONValue.string) ?? .null),
      (
        "words",
        explanation.reconstruction.loggedSentences[constraint.identity].map(JSONValue.string) ?? .null
      ),
    ])
  }

  static func message(_ explanation: Explanation) -> JSONValue {
    let message = explanation.message
    let views: [JSONValue] = explanation.reconstruction.views.map { view in
      .object([
        ("id", .string(view.id)), ("logged", view.item.map { JSONValue.string($0.display) } ?? .null),
        ("superview", view.superview.map(JSONValue.string) ?? .null), ("guide", .bool(view.isGuide)),
        ("frame", explanation.solved?.result.view(view.id).map { rect($0.frame) } ?? .null),
      ])
    }
    let fixes: [JSONValue] = explanation.fixes.map { fix in
      .object([
        ("fix", .string(fix.summary)), ("kind", .string(fix.tag)), ("works", .bool(fix.works)),
        ("verified", .bool(fix.verified)),
        ("reason", fix.reason.map(JSONValue.string) ?? .null),
        ("frames", .array(fix.frames.map { .object([("id", .string($0.id)), ("frame", rect($0.frame))]) })),
      ])
    }
    let trace: [JSONValue] = message.trace.map { line in
      .object([
        ("line", .number(Double(line.line))), ("depth", .number(Double(line.depth))),
        ("marker", .string(line.marker)),
        ("view", .string(explanation.reconstruction.id(of: line.item) ?? line.item.display)),
        ("ambiguous", .bool(line.isAmbiguous)),
        ("variables", .array(line.ambiguousVariables.map(JSONValue.string))),
      ])
    }
    var pairs: [(String, JSONValue)] = [
      ("kind", .string(message.kind.rawValue)), ("framework", .string(message.framework)),
      ("line", .number(Double(message.line))),
      ("constraints", .array(message.constraints.map { constraint($0, explanation) })),
      ("broken", message.broken.map { constraint($0, explanation) } ?? .null),
      ("brokenDocument", explanation.brokenKey.map(JSONValue.string) ?? .null),
      ("brokenFromLog", .bool(explanation.brokenFromLog)),
    ]
    if let shortfall = explanation.shortfall {
      pairs.append(
        (
          "shortfall",
          .object([
            ("actual", .number(shortfall.actual)), ("wanted", .number(shortfall.wanted)),
            ("points", .number(abs(shortfall.actual - shortfall.wanted))),
          ])
        ))
    }
    pairs += [
      (
        "diagnosis",
        message.kind == .unsatisfiable || !explanation.causes.isEmpty
          ? .string(explanation.diagnosis.rawValue) : .null
      ),
      ("whyBroken", explanation.whyBroken.map(JSONValue.string) ?? .null),
      ("causes", .array(explanation.causes.map(JSONValue.string))),
      ("fixes", .array(fixes)),
      ("reproduces", .bool(explanation.reproduces)),
      (
        "plumbConflict",
        explanation.plumbConflict.map { conflict in
          JSONValue.object([
            ("constraints", .array(conflict.keys.map(JSONValue.string))),
            ("broken", .string(conflict.broken)),
          ])
        } ?? .null
      ),
      ("views", .array(views)), ("trace", .array(trace)),
      ("assumptions", .array(explanation.reconstruction.assumptions.map(JSONValue.string))),
      ("missing", .array(message.missing.map(JSONValue.string))),
      ("failure", explanation.failure.map(JSONValue.string) ?? .null),
      ("document", .string(explanation.yaml)),
    ]
    return .object(pairs)
  }
}

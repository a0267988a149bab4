import Foundation

/// The structural level: the frames JSON of `plumb layout --format json`, compared exactly, with the changes
/// named view by view so a failure reads like a layout review rather than a text diff.
public enum FramesComparison {
  /// Nil when the snapshots are identical; otherwise up to `limit` lines naming what changed.
  public static func compare(reference: String, actual: String, limit: Int = 12) -> [String]? {
    guard reference != actual else { return nil }
    guard let old = parse(reference), let new = parse(actual) else {
      return [firstDifferingLine(reference, actual)]
    }
    var changes: [String] = []
    if let a = old["canvas"] as? NSDictionary, let b = new["canvas"] as? NSDictionary, a != b {
      changes.append("canvas \(describe(a)) → \(describe(b))")
    }
    for (kind, key) in [("view", "views"), ("guide", "guides")] {
      let before = entries(old[key])
      let after = entries(new[key])
      let afterIDs = Set(after.map(\.0))
      let beforeIDs = Set(before.map(\.0))
      for (id, entry) in after {
        guard let previous = before.first(where: { $0.0 == id })?.1 else {
          changes.append("\(kind) '\(id)' is new")
          continue
        }
        for field in ["frame", "absoluteFrame", "ambiguous", "superview", "kind"] {
          let a = previous[field] as? NSObject
          let b = entry[field] as? NSObject
          if a != b {
            // absoluteFrame follows frame; name it only when frame itself did not change.
            if field == "absoluteFrame", (previous["frame"] as? NSObject) != (entry["frame"] as? NSObject) {
              continue
            }
            if field == "ambiguous" {
              changes.append(
                "\(kind) '\(id)' is \((b as? NSNumber)?.boolValue == true ? "now" : "no longer") ambiguous")
            } else {
              changes.append("\(kind) '\(id)' \(field) \(describe(a)) → \(describe(b))")
            }
          }
        }
      }
      for (id, _) in before where !afterIDs.contains(id) { changes.append("\(kind) '\(id)' is gone") }
      _ = beforeIDs
    }
    let oldDiagnostics = (old["diagnostics"] as? [NSDictionary]) ?? []
    let newDiagnostics = (new["diagnostics"] as? [NSDictionary]) ?? []
    if oldDiagnostics != newDiagnostics {
      let kinds = { (list: [NSDictionary]) in
        clipped(list.map { ($0["kind"] as? String) ?? "?" }.joined(separator: ", "))
      }
      changes.append("diagnostics [\(kinds(oldDiagnostics))] → [\(kinds(newDiagnostics))]")
    }
    if changes.isEmpty { changes.append(firstDifferingLine(reference, actual)) }
    if changes.count > limit {
      let more = changes.count - limit
      changes = Array(changes.prefix(limit)) + ["… and \(more) more"]
    }
    return changes
  }

  /// Text from a file quoted in a message: at most 100 characters, so a damaged one-line file is not copied whole
  /// into the report.
  static func clipped(_ text: some StringProtocol) -> String {
    text.count > 100 ? text.prefix(100) + "…" : String(text)
  }

  private static func parse(_ text: String) -> NSDictionary? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? NSDictionary
  }

  private static func entries(_ value: Any?) -> [(String, NSDictionary)] {
    ((value as? [NSDictionary]) ?? []).compactMap { entry in
      (entry["id"] as? String).map { (clipped($0), entry) }
    }
  }

  private static func describe(_ value: Any?) -> String {
    guard let value else { return "none" }
    if let dictionary = value as? NSDictionary {
      let order = ["x", "y", "width", "height", "scale"]
      let keys = (dictionary.allKeys as? [String] ?? []).sorted {
        (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1)
      }
      return clipped("{" + keys.map { "\($0): \(describe(dictionary[$0]))" }.joined(separator: ", ") + "}")
    }
    if value is NSNull { return "null" }
    if let number = value as? NSNumber {
      return decimal(number.doubleValue)
    }
    return clipped("\(value)")
  }

  private static func firstDifferingLine(_ a: String, _ b: String) -> String {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? String(left[index]) : "(end)"
      let r = index < right.count ? String(right[index]) : "(end)"
      if l != r {
        return
          "line \(index + 1): \(clipped(l.trimmingCharacters(in: .whitespaces))) → \(clipped(r.trimmingCharacters(in: .whitespaces)))"
      }
    }
    return "the text differs"
  }
}

/// Text references (SVG): exact, with the first differing line named.
public enum TextComparison {
  /// Nil when identical; otherwise where they first differ.
  public static func compare(reference: String, actual: String) -> String? {
    guard reference != actual else { return nil }
    let left = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var changed = 0
    var first: Int?
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? left[index] : nil
      let r = index < right.count ? right[index] : nil
      if l != r {
        changed += 1
        if first == nil { first = index }
      }
    }
    guard let first else { return "the text differs" }
    let shown = { (line: Substring?) in
      line.map { $0.count > 100 ? $0.prefix(100) + "…" : $0 }.map(String.init) ?? "(end)"
    }
    return
      "\(changed) \(changed == 1 ? "line differs" : "lines differ"), first at line \(first + 1): \(shown(first < left.count ? left[first] : nil)) → \(shown(first < right.count ? right[first] : nil))"
  }
}

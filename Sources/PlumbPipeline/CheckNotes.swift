/// How `plumb check` speaks of Plumb's own differences from the frames Interface Builder stored.
public enum CheckNotes {
  /// The end of the summary line: nothing when there are none, else how many, and how to list them when they
  /// were not listed.
  public static func summary(_ differences: Int, listed: Bool) -> String {
    guard differences > 0 else { return "" }
    let count = "\(differences) note\(differences == 1 ? "" : "s")"
    return listed
      ? "; \(count) where Plumb's layout differs from Xcode's (not counted)"
      : "; \(count) where Plumb's layout differs from Xcode's, not counted (--compare-stored lists them)"
  }
}

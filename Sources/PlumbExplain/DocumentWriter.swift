internal import Foundation
internal import PlumbLayout

extension Reconstruction {
  /// The reconstruction as a layout document (YAML), with the log's names and the assumptions as comments.
  /// `assumedSize` fills in a canvas dimension the log does not give (nil: the layout's fitting size, `fit`).
  public func yaml(title: String, source: String, assumedSize: (width: Double?, height: Double?) = (nil, nil))
    -> String
  {
    var lines: [String] = []
    lines.append("# Reconstructed by plumb explain from \(source).")
    for assumption in assumptions {
      lines.append("# Assumed: \(assumption.replacingOccurrences(of: "\n", with: " "))")
    }
    lines.append("title: \(quote(title))")
    if let device {
      lines.append("device: \(device.name)")
      lines.append("orientation: \(device.orientation.rawValue)")
    } else {
      let width = canvas.width.map(formatNumber) ?? assumedSize.width.map(formatNumber) ?? "fit"
      let height = canvas.height.map(formatNumber) ?? assumedSize.height.map(formatNumber) ?? "fit"
      var comment = ""
      if canvas.width == nil || canvas.height == nil {
        comment = "  # assumed: the log does not give the root's whole size"
      }
      lines.append("size: [\(width), \(height)]\(comment)")
    }
    if direction == .rightToLeft { lines.append("direction: rtl") }
    lines.append("root:")
    // Each view's guides and subviews, found in one pass (a long log has thousands of views).
    var contents: [String: [ReconstructedView]] = [:]
    for view in views.dropFirst() {
      if let superview = view.superview { contents[superview, default: []].append(view) }
    }
    if let root = views.first { write(root, indent: "  ", into: &lines, isRoot: true, contents: contents) }
    lines.append("constraints:")
    if constraints.isEmpty { lines[lines.count - 1] = "constraints: []" }
    for constraint in constraints {
      var parts = ["eq: \(quote(constraint.equation))"]
      if constraint.priority != 1000 {
        parts.append("priority: \(formatNumber(Double(constraint.priority)))")
      }
      if let identifier = constraint.identifier { parts.append("id: \(quote(identifier))") }
      var line = "  - { \(parts.joined(separator: ", ")) }"
      if let logged = constraint.logged { line += "  # line \(logged.line)" }
      if constraint.isFloor { line += "  # not in the log: UIKit keeps sizes from going negative" }
      lines.append(line)
    }
    // Comments carry the log's names and texts: their escape sequences are written escaped.
    return LogText.printable(lines.joined(separator: "\n") + "\n")
  }

  private func write(
    _ view: ReconstructedView, indent: String, into lines: inout [String], isRoot: Bool,
    contents: [String: [ReconstructedView]]
  ) {
    var fields: [String] = []
    if !isRoot { fields.append("id: \(view.id)") }
    if view.kind != "view" { fields.append("kind: \(view.kind)") }
    if let text = view.text { fields.append("text: \(quote(text))") }
    if let size = view.fontSize { fields.append("font: { size: \(formatNumber(size)) }") }
    if let frame = view.frame {
      fields.append(
        "frame: [\([frame.minX, frame.minY, frame.width, frame.height].map(formatNumber).joined(separator: ", "))]"
      )
    }
    if view.intrinsic.width != nil || view.intrinsic.height != nil {
      let width = view.intrinsic.width.map(formatNumber) ?? "none"
      let height = view.intrinsic.height.map(formatNumber) ?? "none"
      fields.append("intrinsicSize: [\(width), \(height)]")
    }
    if view.hugging.0 != nil || view.hugging.1 != nil {
      fields.append(
        "hugging: { horizontal: \(formatNumber(Double(view.hugging.0 ?? 250))), vertical: \(formatNumber(Double(view.hugging.1 ?? 250))) }"
      )
    }
    if view.compression.0 != nil || view.compression.1 != nil {
      fields.append(
        "compression: { horizontal: \(formatNumber(Double(view.compression.0 ?? 750))), "
          + "vertical: \(formatNumber(Double(view.compression.1 ?? 750))) }")
    }
    if view.margins.contains(where: { $0 != nil }) {
      let values = view.margins.map { formatNumber($0 ?? 8) }
      fields.append(
        "margins: { top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3]) }")
    }
    if view.hidden { fields.append("hidden: true") }
    let comment = view.item.map { "  # \($0.display)" } ?? ""
    if isRoot {
      if fields.isEmpty { fields.append("color: systemBackground") }
      for (index, field) in fields.enumerated() { lines.append(indent + field + (index == 0 ? comment : "")) }
    } else {
      for (index, field) in fields.enumerated() {
        lines.append(indent + (index == 0 ? "- " : "  ") + field + (index == 0 ? comment : ""))
      }
    }
    let inner = isRoot ? indent : indent + "  "
    let guides = (contents[view.id] ?? []).filter(\.isGuide)
    if !guides.isEmpty {
      lines.append(inner + "guides:")
      for guide in guides {
        lines.append(inner + "  - id: \(guide.id)" + (guide.item.map { "  # \($0.display)" } ?? ""))
      }
    }
    let children = (contents[view.id] ?? []).filter { !$0.isGuide }
    if !children.isEmpty {
      lines.append(inner + "subviews:")
      for child in children {
        write(child, indent: inner + "  ", into: &lines, isRoot: false, contents: contents)
      }
    }
  }

  private func quote(_ text: String) -> String { LogText.yamlQuoted(text) }
}

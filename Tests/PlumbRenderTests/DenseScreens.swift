/// Generated screens that crowd a diagram: dozens of views with every kind of constraint, short gaps,
/// inequalities, optional and unmet constraints, multipliers, aspect ratios, baselines, right-to-left layout and
/// accessibility text sizes.
enum DenseScreens {
  /// A grid of `rows` × `columns` cells, each a label and a box, tied to each other every way a screen can be.
  static func grid(
    name: String, rows: Int, columns: Int, gap: Int, direction: String = "ltr", contentSize: String = "large",
    device: String = "iphone-se"
  ) -> (name: String, yaml: String) {
    var views: [String] = []
    var constraints: [String] = []
    let colors = ["systemBlue", "systemPurple", "systemRed", "systemGray5", "systemYellow", "systemGreen"]
    for row in 0..<rows {
      for column in 0..<columns {
        let id = "v\(row)x\(column)"
        let label = "t\(row)x\(column)"
        let color = colors[(row * columns + column) % colors.count]
        views.append("    - { id: \(id), color: \(color) }")
        views.append("    - { id: \(label), kind: label, text: \"Item \(row).\(column)\" }")
        // Horizontal: a chain of boxes with short gaps, equal widths, one wide multiplier.
        if column == 0 {
          constraints.append("\(id).leading = superview.leadingMargin")
        } else {
          let previous = "v\(row)x\(column - 1)"
          constraints.append(
            column % 2 == 0
              ? "\(id).leading >= \(previous).trailing + \(gap)"
              : "\(id).leading = \(previous).trailing + \(gap)")
          constraints.append("\(id).width = \(previous).width")
        }
        if column == columns - 1 { constraints.append("superview.trailingMargin = \(id).trailing") }
        // Vertical: rows of boxes with a label under each.
        if row == 0 {
          constraints.append("\(id).top = superview.safeArea.top + \(gap)")
        } else {
          constraints.append("\(id).top = t\(row - 1)x\(column).bottom + \(gap)")
        }
        constraints.append("\(label).top = \(id).bottom + 2")
        constraints.append("\(label).leading = \(id).leading")
        constraints.append("\(label).trailing <= \(id).trailing")
        switch (row + column) % 5 {
        case 0: constraints.append("\(id).height = \(id).width")
        case 1: constraints.append("\(id).height = 0.5 * \(id).width")
        case 2: constraints.append("{ eq: \"\(id).height = 30\", priority: 750 }")
        case 3: constraints.append("\(id).height >= 24")
        default: constraints.append("\(id).height = 1.5 * \(id).width + 2")
        }
        if (row + column) % 5 == 2 {
          // An optional constraint the layout cannot meet.
          constraints.append("{ eq: \"\(id).height = 400\", priority: 250 }")
          constraints.append("\(id).height <= 44")
        }
        if column > 0 && row % 2 == 1 {
          constraints.append("\(label).lastBaseline = t\(row)x\(column - 1).lastBaseline")
        }
      }
    }
    if rows > 1 && columns > 1 {
      constraints.append("v0x1.centerX = 0.9 * superview.centerX")
      constraints.append("{ eq: \"v1x0.centerY = v1x1.centerY\", priority: 999 }")
    }
    let yaml = """
      title: \(name)
      device: \(device)
      direction: \(direction)
      contentSize: \(contentSize)
      root:
        color: systemBackground
        subviews:
      \(views.map { "  " + $0 }.joined(separator: "\n"))
      constraints:
      \(constraints.map { "  - " + $0 }.joined(separator: "\n"))
      """
    return (name, yaml)
  }

  static let documents: [(name: String, yaml: String)] = [
    grid(name: "dense-3x3", rows: 3, columns: 3, gap: 8),
    grid(name: "dense-6x4-short-gaps", rows: 6, columns: 4, gap: 2),
    grid(name: "dense-5x3-rtl", rows: 5, columns: 3, gap: 4, direction: "rtl"),
    grid(name: "dense-4x2-ax5", rows: 4, columns: 2, gap: 6, contentSize: "ax5"),
    grid(name: "dense-8x6-ipad", rows: 8, columns: 6, gap: 1, device: "ipad-10"),
  ]
}

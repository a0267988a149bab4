import PlumbLayout
import Testing

/// A view controller's root view on a device preset, with subviews made from ids.
func makeScreen(
  _ device: String = "iphone-se", _ orientation: Orientation = .portrait,
  direction: LayoutDirection = .leftToRight
)
  -> (root: View, canvas: Canvas)
{
  guard let preset = Device.named(device) else { fatalError("no device preset named \(device)") }
  return (View("root"), Canvas(device: preset, orientation: orientation, layoutDirection: direction))
}

@discardableResult
func add(_ ids: String..., to parent: View, kind: ViewKind = .view) throws -> [View] {
  try ids.map { id in
    let view = View(id, kind: kind)
    try parent.addSubview(view)
    return view
  }
}

func activate(_ constraints: LayoutConstraint...) throws {
  try LayoutConstraint.activate(constraints)
}

func frame(_ result: LayoutResult, _ id: String) -> Rect {
  result.view(id)?.frame ?? Rect(x: -1, y: -1, width: -1, height: -1)
}

func exact(_ result: LayoutResult, _ id: String) -> Rect { result.view(id)?.exactFrame ?? .zero }

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

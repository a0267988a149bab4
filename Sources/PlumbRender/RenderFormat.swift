/// An output format.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
  /// PNG, encoded by Plumb from cairo's image surface.
  case png
  /// SVG, written by Plumb itself.
  case svg
  /// PDF, written by cairo.
  case pdf
}

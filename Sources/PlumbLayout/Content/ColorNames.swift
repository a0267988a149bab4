/// Colour names and `#RRGGBB[AA]` as layout documents write them, checked when a document is read (so a bad
/// colour is an error at its line and column, not a failure when drawing) and resolved by the renderer.
public enum ColorNames {
  /// UIKit's named colours with their light-appearance values (`SystemColors`): name, 0xRRGGBB, alpha.
  public static let table: [(name: String, rgb: UInt32, alpha: Double)] = SystemColors.all.map {
    ($0.name, $0.light.rgb, $0.light.alpha)
  }

  /// The colour `text` names (`systemRed`, `#FF9500`, `#00000080`, `light-dark(#FFFFFF, #1C1C1E)`) as 0xRRGGBB
  /// and alpha in the appearance `style` at `level`, or what is wrong with it.
  public static func resolve(
    _ text: String, style: UserInterfaceStyle = .light, level: UserInterfaceLevel = .base
  ) -> Result<(rgb: UInt32, alpha: Double), ColorProblem> {
    if let pair = DynamicColor(text) {
      switch (resolve(pair.light, style: style, level: level), resolve(pair.dark, style: style, level: level))
      {
      case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
      case (.success(let light), .success(let dark)): return .success(style == .light ? light : dark)
      }
    }
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
        let value = UInt64(digits, radix: 16)
      else {
        return .failure(
          ColorProblem(message: "'\(text)' is not a colour; hex colours are #RRGGBB or #RRGGBBAA"))
      }
      if digits.count == 8 { return .success((UInt32(value >> 8), Double(value & 0xFF) / 255)) }
      return .success((UInt32(value), 1))
    }
    if let match = SystemColors.all.first(where: { $0.name == text }) {
      let value = match.value(style, level)
      return .success((value.rgb, value.alpha))
    }
    let lower = text.lowercased()
    let close = table.map(\.name).filter { name in
      let n = name.lowercased()
      let bare = n.hasPrefix("system") ? String(n.dropFirst(6)) : n
      return n.contains(lower) || lower.contains(bare) || n.hasPrefix(String(lower.prefix(4)))
    }
    let hint =
      close.isEmpty ? "" : " (did you mean \(close.prefix(3).map { "'\($0)'" }.joined(separator: " or "))?)"
    return .failure(
      ColorProblem(message: "unknown colour '\(text)'\(hint); use a UIKit system colour name or #RRGGBB"))
  }
}

/// Why a colour could not be read.
public struct ColorProblem: Error, Sendable, Hashable {
  /// What is wrong and what is allowed.
  public let message: String
}

/// A colour given for each appearance, written `light-dark(LIGHT, DARK)` (as CSS writes it): how a layout
/// document's `color: {light: …, dark: …}` and PlumbUIKit's dynamic colours travel as one colour name. Each side
/// is a colour name or hex value; the renderer draws the side the view's appearance picks.
public struct DynamicColor: Sendable, Hashable {
  /// The light appearance's colour.
  public var light: String
  /// The dark appearance's colour.
  public var dark: String

  /// A colour with a value for each appearance.
  public init(light: String, dark: String) {
    self.light = light
    self.dark = dark
  }

  /// Reads `light-dark(LIGHT, DARK)`; nil for any other text.
  public init?(_ text: String) {
    guard text.hasPrefix("light-dark("), text.hasSuffix(")") else { return nil }
    let parts = text.dropFirst(11).dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    light = parts[0].trimmingSpaces
    dark = parts[1].trimmingSpaces
    guard !light.isEmpty, !dark.isEmpty else { return nil }
  }

  /// `light-dark(LIGHT, DARK)`.
  public var name: String { "light-dark(\(light), \(dark))" }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

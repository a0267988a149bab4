import Foundation

/// A colour from a colour set, in sRGB: display-P3, linear and grey colours are converted, and extended-range
/// components (below 0 or above 1) are kept as they are.
public struct AssetColor: Sendable, Hashable {
  /// Red, gamma-encoded sRGB (0...1 in the sRGB gamut).
  public var red: Double
  /// Green, gamma-encoded sRGB.
  public var green: Double
  /// Blue, gamma-encoded sRGB.
  public var blue: Double
  /// Opacity, 0 (clear) to 1 (opaque).
  public var alpha: Double

  /// A colour from gamma-encoded sRGB components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#RRGGBBAA`, each component clamped to 0...1 and rounded to the nearest of 256 steps.
  public var hex: String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for value in [red, green, blue, alpha] {
      let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
      let byte = Int((clamped * 255).rounded())
      text.append(digits[byte >> 4])
      text.append(digits[byte & 15])
    }
    return text
  }
}

/// The colour spaces Xcode writes in a colour set's `color-space`.
enum AssetColorSpace: String, Sendable, CaseIterable {
  case srgb
  case extendedSRGB = "extended-srgb"
  case extendedLinearSRGB = "extended-linear-srgb"
  case displayP3 = "display-p3"
  case grayGamma22 = "gray-gamma-22"
  case extendedGray = "extended-gray"

  var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

  /// The sRGB colour of these components (`red`, `green`, `blue` or `white`, then `alpha`).
  func color(_ first: Double, _ second: Double, _ third: Double, alpha: Double) -> AssetColor {
    switch self {
    case .srgb, .extendedSRGB:
      return AssetColor(red: first, green: second, blue: third, alpha: alpha)
    case .extendedLinearSRGB:
      return AssetColor(
        red: Self.encodeSRGB(first), green: Self.encodeSRGB(second), blue: Self.encodeSRGB(third),
        alpha: alpha)
    case .displayP3:
      // P3 and sRGB share the transfer curve and the D65 white point; only the primaries differ.
      let r = Self.decodeSRGB(first)
      let g = Self.decodeSRGB(second)
      let b = Self.decodeSRGB(third)
      let red = 1.2249401762805598 * r - 0.22494017628055996 * g
      let green = -0.04205695470968816 * r + 1.0420569547096882 * g
      let blue = -0.019637554590334432 * r - 0.07863604555063188 * g + 1.0982736001409663 * b
      return AssetColor(
        red: Self.encodeSRGB(red), green: Self.encodeSRGB(green), blue: Self.encodeSRGB(blue), alpha: alpha)
    case .grayGamma22, .extendedGray:
      // Both grey spaces have a 2.2 gamma: decode it, then encode with sRGB's curve.
      let linear = Self.signed(first) { pow($0, 2.2) }
      let value = Self.encodeSRGB(linear)
      return AssetColor(red: value, green: value, blue: value, alpha: alpha)
    }
  }

  /// Applies `curve` to the magnitude and keeps the sign, as extended-range colour spaces do.
  static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
    value < 0 ? -curve(-value) : curve(value)
  }

  static func decodeSRGB(_ value: Double) -> Double {
    signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
  }

  static func encodeSRGB(_ value: Double) -> Double {
    signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
  }
}

/// Reads one colour component as Xcode spells it.
enum ColorComponent {
  /// The value of a component string: `0x42` (hex byte, /255), `0.929` (a float, taken as is) or `66` (an
  /// 8-bit integer, /255): Xcode's "8-bit" and "8-bit hexadecimal" input methods write integers, its
  /// "floating point" one always writes a decimal point. Nil when it is none of these.
  static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      let digits = trimmed.dropFirst(2)
      guard !digits.isEmpty, digits.count <= 2, let byte = Int(digits, radix: 16) else { return nil }
      return Double(byte) / 255
    }
    if trimmed.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
      guard let value = Double(trimmed), value.isFinite else { return nil }
      return value
    }
    guard let integer = Int(trimmed), (0...255).contains(integer) else { return nil }
    return Double(integer) / 255
  }
}

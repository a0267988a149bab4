/// The one way numbers are read from untrusted text (layout documents in YAML or JSON, Interface Builder
/// attributes): only finite values within ±`maximumMagnitude`, so NaN, infinities and values whose conversion to
/// pixels or integers would overflow never reach the layout, the renderer or the output files.
public enum FiniteNumber {
  /// The largest magnitude accepted: 10 000 000 points (a canvas of that size is already far past any screen).
  public static let maximumMagnitude = 10_000_000.0

  /// Why a text is not an acceptable number.
  public enum Problem: Error, Sendable, Hashable {
    /// Not a number at all.
    case notANumber
    /// NaN or an infinity (`nan`, `inf`, `.inf`, `1e999`).
    case notFinite
    /// Finite but beyond ±`maximumMagnitude`.
    case outOfRange
  }

  /// Reads `text` (Swift's decimal or hexadecimal floating-point forms; YAML's `.nan` and `.inf` are recognised
  /// so they can be refused as not finite).
  public static func read(_ text: some StringProtocol) -> Result<Double, Problem> {
    let lowered = text.lowercased()
    if [".nan", ".inf", "+.inf", "-.inf"].contains(lowered) { return .failure(.notFinite) }
    guard let value = Double(String(text)) else { return .failure(.notANumber) }
    guard value.isFinite else { return .failure(.notFinite) }
    guard abs(value) <= maximumMagnitude else { return .failure(.outOfRange) }
    return .success(value)
  }

  /// The value of `text`, or nil when it is not a finite number within range.
  public static func parse(_ text: some StringProtocol) -> Double? { try? read(text).get() }
}

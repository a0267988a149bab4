#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CIELAB colour difference, the perceptual measure swift-snapshot-testing's `perceptualPrecision` uses
/// (Core Image's CILabDeltaE reports CIE94 ΔE).
enum ColorDifference {
  /// Linear-light values for the 256 sRGB code values.
  static let linear: [Double] = (0..<256).map { code in
    let c = Double(code) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// CIELAB (D65) of the straight-alpha RGBA pixel at `i`, composited over white as it would be shown.
  @inline(__always)
  static func lab(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (l: Double, a: Double, b: Double) {
    let alpha = Double(p[i + 3]) / 255
    func channel(_ value: UInt8) -> Double { linear[Int(value)] * alpha + (1 - alpha) }
    let r = channel(p[i])
    let g = channel(p[i + 1])
    let b = channel(p[i + 2])
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    let fx = f(x)
    let fy = f(y)
    let fz = f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// CIE94 ΔE (graphic-arts weights) between the pixels at `i` of two buffers.
  static func deltaE94(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
    let one = lab(a, i)
    let two = lab(b, i)
    let dL = one.l - two.l
    let c1 = (one.a * one.a + one.b * one.b).squareRoot()
    let c2 = (two.a * two.a + two.b * two.b).squareRoot()
    let dC = c1 - c2
    let da = one.a - two.a
    let db = one.b - two.b
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
  }
}

internal import CPlumbFontconfig
internal import CPlumbFriBidi
internal import CPlumbHarfBuzz
internal import CPlumbUnibreak
import Foundation

/// What a measurement was made with: the text libraries' versions and each font file's version string, so a
/// golden image can say what made it and a mismatch can be named.
public struct TextProvenance: Sendable, Hashable, Codable {
  /// Library name → version (`harfbuzz`, `fontconfig`, `fribidi`, `libunibreak`).
  public var libraries: [String: String]
  /// Font file name → the font's own version string (OpenType name ID 5).
  public var fonts: [String: String]

  /// The versions for `fonts`' files.
  public init(fonts system: FontSystem = .shared) {
    var libraries: [String: String] = [:]
    libraries["harfbuzz"] = String(cString: hb_version_string())
    let fc = Int(FcGetVersion())
    libraries["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
    libraries["fribidi"] = FRIBIDI_VERSION
    libraries["libunibreak"] = "\(linebreak_version >> 8).\(linebreak_version & 0xFF)"
    var fonts: [String: String] = [:]
    for file in system.fontFiles {
      fonts[(file as NSString).lastPathComponent] = Self.versionString(file) ?? "unknown"
    }
    self.libraries = libraries
    self.fonts = fonts
  }

  /// Creates provenance from recorded values.
  public init(libraries: [String: String], fonts: [String: String]) {
    self.libraries = libraries
    self.fonts = fonts
  }

  private static func versionString(_ file: String) -> String? {
    guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard let face = hb_face_create(blob, 0) else { return nil }
    defer { hb_face_destroy(face) }
    // No language: HarfBuzz then takes the English name; the process default ("c") matches no name record.
    var length: UInt32 = 128
    var buffer = [CChar](repeating: 0, count: 129)
    let total = hb_ot_name_get_utf8(
      face, hb_ot_name_id_t(HB_OT_NAME_ID_VERSION_STRING), nil, &length, &buffer)
    guard total > 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

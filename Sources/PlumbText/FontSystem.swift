internal import CPlumbFontconfig
internal import CPlumbHarfBuzz
import Foundation
import PlumbLayout
import Synchronization

/// A font file Plumb shapes and draws with: the face a descriptor resolved to.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
  /// Path of the font file.
  public let path: String
  /// Face index inside the file.
  public let index: Int
  /// The family name the file reports.
  public let family: String
  /// The style name the file reports (`Regular`, `SemiBold`).
  public let style: String

  /// `Inter SemiBold (/usr/share/fonts/…/Inter-SemiBold.otf)`.
  public var description: String { "\(family) \(style) (\(path))" }
}

/// A face loaded into HarfBuzz at its design units; immutable once made, so it can be shared across threads.
final class LoadedFace: @unchecked Sendable {
  let face: FontFace
  let font: OpaquePointer
  let unitsPerEm: Double
  /// Ascender, descender (negative) and line gap in em.
  let ascender: Double
  let descender: Double
  let lineGap: Double
  /// Coverage of the scalars below `coverageLimit`, a bit each, read once: `covers` runs for every scalar
  /// measured, and HarfBuzz's cmap lookup was a twentieth of a measurement.
  let lowCoverage: LookupTable<UInt64>
  static let coverageLimit: UInt32 = 0x3000

  init?(_ face: FontFace) {
    guard let blob = hb_blob_create_from_file_or_fail(face.path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard let hbFace = hb_face_create(blob, UInt32(face.index)) else { return nil }
    defer { hb_face_destroy(hbFace) }
    let upem = hb_face_get_upem(hbFace)
    guard upem > 0, let font = hb_font_create(hbFace) else { return nil }
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    self.face = face
    self.font = font
    unitsPerEm = Double(upem)
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(font, &extents)
    ascender = Double(extents.ascender) / Double(upem)
    descender = Double(extents.descender) / Double(upem)
    lineGap = Double(extents.line_gap) / Double(upem)
    var coverage = [UInt64](repeating: 0, count: Int(Self.coverageLimit) / 64)
    var glyph: hb_codepoint_t = 0
    for value in 0..<Self.coverageLimit where hb_font_get_nominal_glyph(font, value, &glyph) != 0 {
      coverage[Int(value / 64)] |= 1 << (value % 64)
    }
    lowCoverage = LookupTable(coverage)
  }

  deinit {
    hb_font_destroy(font)
    lowCoverage.deallocate()
  }

  /// True when the face has a glyph for `scalar`.
  func covers(_ scalar: Unicode.Scalar) -> Bool { covers(scalar.value) }

  /// True when the face has a glyph for the scalar `value`.
  func covers(_ value: UInt32) -> Bool {
    if value < Self.coverageLimit { return lowCoverage[Int(value / 64)] & (1 << (value % 64)) != 0 }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, value, &glyph) != 0
  }
}

/// Fonts from a private fontconfig configuration that sees only the documented font files, so results do not
/// change with fonts a user happens to have installed.
public final class FontSystem: Sendable {
  /// The family that stands in for UIKit's system font (San Francisco): Inter, the closest free match.
  public static let systemFamily = "Inter"
  /// Families tried, in order, for characters the chosen font lacks.
  /// Thai, Devanagari and CJK come after DejaVu Sans, so the symbols DejaVu drew before keep their look; Chinese,
  /// Japanese and Korean take the Simplified Chinese face of Noto Sans CJK (one face covers the three; iOS would
  /// pick a regional variant of some Han characters by language).
  public static let fallbackFamilies = [
    "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "DejaVu Sans", "Noto Sans Thai",
    "Noto Sans Devanagari",
    "Noto Sans CJK SC",
  ]
  /// The font files the private configuration loads (Debian's fonts-inter, fonts-noto-core, fonts-noto-cjk,
  /// fonts-dejavu-core).
  public static let defaultFontFiles: [String] = {
    let inter = [
      "Regular", "Italic", "Thin", "ExtraLight", "Light", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
      "ThinItalic", "ExtraLightItalic", "LightItalic", "MediumItalic", "SemiBoldItalic", "BoldItalic",
      "ExtraBoldItalic",
      "BlackItalic",
    ].map { "/usr/share/fonts/opentype/inter/Inter-\($0).otf" }
    let noto = [
      "NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic", "NotoSans-BoldItalic", "NotoSansArabic-Regular",
      "NotoSansArabic-Bold", "NotoSansHebrew-Regular", "NotoSansHebrew-Bold", "NotoSansThai-Regular",
      "NotoSansThai-Bold", "NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold",
    ].map { "/usr/share/fonts/truetype/noto/\($0).ttf" }
    let cjk = ["Regular", "Bold"].map { "/usr/share/fonts/opentype/noto/NotoSansCJK-\($0).ttc" }
    let dejavu = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"].map {
      "/usr/share/fonts/truetype/dejavu/\($0).ttf"
    }
    return inter + noto + cjk + dejavu
  }()

  /// The shared instance with the default font files.
  public static let shared = FontSystem()

  /// A request `face` answers; a struct, since building a string key a lookup was most of its time.
  private struct Request: Hashable {
    var family: String?
    var weight: FontWeight
    var italic: Bool

    /// The weight as its number: FontWeight's own hashing hashes its raw string.
    func hash(into hasher: inout Hasher) {
      hasher.combine(family)
      hasher.combine(weight.numericValue)
      hasher.combine(italic)
    }
  }

  private struct State {
    /// The private configuration, made on the first lookup (see `configure`).
    var config: OpaquePointer?
    var files: [String] = []
    /// 0: nothing added yet; 1: the system family's files; 2: every file.
    var stage = 0
    /// Requests answered so far: one lookup a label, where the match's face was then looked up by its path.
    var answers: [Request: LoadedFace] = [:]
    /// The system font's answers by weight and slant (`systemSlot`), which most labels ask for: no hashing.
    var systemAnswers: [LoadedFace?] = Array(repeating: nil, count: 2 * FontWeight.allCases.count)
    var matches: [Request: FontFace] = [:]
    var loaded: [FontFace: LoadedFace] = [:]
    var used: [FontFace] = []
    /// Whether each family asked for is among the files (`hasFamily`).
    var families: [String: Bool] = [:]
  }
  private let state: Mutex<State>

  private let extraDirectories: [String]
  private let extraFiles: @Sendable () -> [String]

  /// The files the configuration holds (existing ones only).
  public var fontFiles: [String] {
    state.withLock { state in
      Self.configure(&state, extraDirectories, extraFiles, everyFile: true)
      return state.files
    }
  }

  /// Creates a font system over the default files plus every font in `extraDirectories`. Nothing is read until a
  /// face is first asked for: adding a file makes fontconfig open and scan it, which a document without text (or a
  /// command that measures none) need not pay for.
  /// `extraFiles` is asked for only when a lookup needs more than the system family (it may walk an app's folders).
  public init(
    extraDirectories: [String] = [], extraFiles: @escaping @autoclosure @Sendable () -> [String] = []
  ) {
    self.extraDirectories = extraDirectories
    self.extraFiles = extraFiles
    state = Mutex(State())
  }

  /// Adds files to the configuration as lookups need them: the system family's alone while only it is asked for
  /// (fontconfig matches a family by name first, so its faces answer those requests as they would among every
  /// file), then the other default files and every font in `extraDirectories`, in the same order as ever.
  private static func configure(
    _ state: inout State, _ extraDirectories: [String], _ extraFiles: () -> [String], everyFile: Bool
  ) {
    let wanted = everyFile || !extraDirectories.isEmpty ? 2 : 1
    guard state.stage < wanted else { return }
    let config = state.config ?? FcConfigCreate()
    state.config = config
    let systemFiles = Self.defaultFontFiles.filter(Self.isSystemFamilyFile)
    if state.stage == 0 {
      for file in systemFiles where FcConfigAppFontAddFile(config, file) != 0 { state.files.append(file) }
      state.stage = 1
      // Without the system family's files, its requests fall back to other families: add those too.
      if wanted == 1 && !state.files.isEmpty { return }
    }
    for file in Self.defaultFontFiles where !Self.isSystemFamilyFile(file) {
      if FcConfigAppFontAddFile(config, file) != 0 { state.files.append(file) }
    }
    // Files one by one rather than FcConfigAppFontAddDir, which wants a writable fontconfig cache.
    for directory in extraDirectories {
      let names = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
      for name in names
      where ["ttf", "otf", "ttc"].contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "") {
        let file = directory + "/" + name
        if FcConfigAppFontAddFile(config, file) != 0 { state.files.append(file) }
      }
    }
    for file in extraFiles() where FcConfigAppFontAddFile(config, file) != 0 { state.files.append(file) }
    state.stage = 2
  }

  /// True for the default files of `systemFamily` (Inter), which come first in `defaultFontFiles`.
  private static func isSystemFamilyFile(_ file: String) -> Bool {
    file.hasPrefix("/usr/share/fonts/opentype/inter/")
  }

  /// The face for a family (nil: the system font), weight and slant.
  func face(family: String?, weight: FontWeight, italic: Bool) -> LoadedFace? {
    // Weights run 100…900, so the slot is always within `systemAnswers`.
    let systemSlot = family == nil ? (weight.numericValue / 100 - 1) * 2 + (italic ? 1 : 0) : nil
    return state.withLock { state in
      if let systemSlot, let answer = state.systemAnswers[systemSlot] { return answer }
      let key = Request(family: family ?? Self.systemFamily, weight: weight, italic: italic)
      if let answer = state.answers[key] { return answer }
      let loaded: LoadedFace?
      if let match = state.matches[key] {
        loaded = Self.load(match, &state)
      } else {
        Self.configure(
          &state, extraDirectories, extraFiles, everyFile: family != nil && family != Self.systemFamily)
        // A family none of the files has is drawn in the system family, as UIKit falls back to the system
        // font, rather than in whatever face fontconfig finds closest among the app's fonts.
        var wanted = family ?? Self.systemFamily
        if wanted != Self.systemFamily && !Self.has(wanted, &state) { wanted = Self.systemFamily }
        guard let match = Self.match(state.config, family: wanted, weight: weight, italic: italic) else {
          return nil
        }
        state.matches[key] = match
        loaded = Self.load(match, &state)
      }
      if let loaded {
        state.answers[key] = loaded
        if let systemSlot { state.systemAnswers[systemSlot] = loaded }
      }
      return loaded
    }
  }

  /// Whether a font of the family is among this system's files (the documented set, extra folders and files), as
  /// fontconfig compares family names. A family that is missing is drawn in a fallback family.
  public func hasFamily(_ family: String) -> Bool {
    state.withLock { state in
      Self.configure(&state, extraDirectories, extraFiles, everyFile: true)
      return Self.has(family, &state)
    }
  }

  private static func has(_ family: String, _ state: inout State) -> Bool {
    if let known = state.families[family] { return known }
    var found = false
    if let config = state.config, let pattern = FcPatternCreate() {
      defer { FcPatternDestroy(pattern) }
      FcPatternAddString(pattern, FC_FAMILY, family)
      if let objects = FcObjectSetCreate() {
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FILE)
        if let list = FcFontList(config, pattern, objects) {
          found = list.pointee.nfont > 0
          FcFontSetDestroy(list)
        }
      }
    }
    state.families[family] = found
    return found
  }

  /// The file of the face a family, weight and slant resolve to (nil: the system font), for reports.
  public func file(family: String?, weight: FontWeight, italic: Bool) -> String? {
    face(family: family, weight: weight, italic: italic)?.face.path
  }

  /// The faces used so far, in first-use order (for `plumb fonts` and golden-image provenance).
  public var facesUsed: [FontFace] { state.withLock { $0.used } }

  private static func load(_ face: FontFace, _ state: inout State) -> LoadedFace? {
    if let loaded = state.loaded[face] { return loaded }
    guard let loaded = LoadedFace(face) else { return nil }
    state.loaded[face] = loaded
    state.used.append(face)
    return loaded
  }

  private static func match(_ config: OpaquePointer?, family: String, weight: FontWeight, italic: Bool)
    -> FontFace?
  {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(Int32(weight.numericValue))))
    FcPatternAddInteger(pattern, FC_SLANT, italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    func string(_ name: String) -> String? {
      var value: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(matched, name, 0, &value) == FcResultMatch, let value else { return nil }
      return String(cString: value)
    }
    var index: Int32 = 0
    FcPatternGetInteger(matched, FC_INDEX, 0, &index)
    guard let file = string(FC_FILE) else { return nil }
    return FontFace(
      path: file, index: Int(index), family: string(FC_FAMILY) ?? family, style: string(FC_STYLE) ?? "")
  }
}

/// The first of `FontSystem.fallbackFamilies` whose face (at one weight and slant) covers a scalar. Each family's
/// face is kept after its first lookup, which took a lock and hashed strings per scalar; families are still looked
/// up lazily and in order, so the faces loaded, and `facesUsed`, stay the same.
struct FallbackChain {
  let fonts: FontSystem
  let weight: FontWeight
  let italic: Bool
  /// The faces of the first `faces.count` fallback families (nil where fontconfig matched another family).
  private var faces: [LoadedFace?] = []
  /// For each scalar below `LoadedFace.coverageLimit`, its `slot(for:)` plus one, `noSlot` when no family covers
  /// it, 0 until asked: a fallback scalar (every Arabic or Hebrew letter in the system font) tried the families'
  /// faces one by one, retaining each.
  private var lowSlots: [UInt8] = []
  private static let noSlot: UInt8 = 0xFF

  init(fonts: FontSystem, weight: FontWeight, italic: Bool) {
    self.fonts = fonts
    self.weight = weight
    self.italic = italic
  }

  /// The first fallback face that covers `scalar`.
  mutating func face(for scalar: Unicode.Scalar) -> LoadedFace? {
    slot(for: scalar.value).flatMap { faces[$0] }
  }

  /// The index in `FontSystem.fallbackFamilies` of the first family whose face covers the scalar `value`.
  mutating func slot(for value: UInt32) -> Int? {
    guard value < LoadedFace.coverageLimit else { return searchSlot(for: value) }
    if lowSlots.isEmpty { lowSlots = [UInt8](repeating: 0, count: Int(LoadedFace.coverageLimit)) }
    let known = lowSlots[Int(value)]
    if known != 0 { return known == Self.noSlot ? nil : Int(known) - 1 }
    let found = searchSlot(for: value)
    lowSlots[Int(value)] = found.map { UInt8($0 + 1) } ?? Self.noSlot
    return found
  }

  /// The face of a slot `slot(for:)` returned.
  func face(atSlot slot: Int) -> LoadedFace? { faces[slot] }

  private mutating func searchSlot(for value: UInt32) -> Int? {
    for (index, family) in FontSystem.fallbackFamilies.enumerated() {
      if index == faces.count {
        let face = fonts.face(family: family, weight: weight, italic: italic)
        faces.append(face?.face.family == family ? face : nil)
      }
      if let face = faces[index], face.covers(value) { return index }
    }
    return nil
  }
}

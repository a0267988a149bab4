/// What the index keeps of one image set: its entries with files, already checked, and its properties.
struct ImageSetRecord: Sendable {
  var name: String
  /// The set's folder, as the catalog path given spells it.
  var folder: String
  var catalogRoot: String
  var slots: [ImageSlot]
  var renderingIntent: AssetRenderingIntent
  var preservesVectorRepresentation: Bool
}

/// One entry of an image set that names a file.
struct ImageSlot: Sendable, Hashable {
  var idiom: AssetIdiom
  /// Nil for the "any" appearance.
  var appearance: AssetAppearance?
  /// Nil for a single-scale entry (a vector, or one bitmap for every scale).
  var scale: Double?
  var filename: String
  /// False for entries Plumb's traits never ask for first (size classes, high contrast, right-to-left,
  /// wide-gamut displays, device subtypes): chosen only when nothing else matches.
  var isPlain: Bool
  var resizing: ImageSetContents.Resizing?
}

/// What the index keeps of one colour set.
struct ColorSetRecord: Sendable {
  var name: String
  var folder: String
  var slots: [ColorSlot]
}

/// One entry of a colour set, its components already converted to sRGB.
struct ColorSlot: Sendable, Hashable {
  var idiom: AssetIdiom
  var appearance: AssetAppearance?
  var isPlain: Bool
  var color: AssetColor
  /// The colour in the dark appearance: `color` unless the entry refers to a system colour that adapts.
  var darkColor: AssetColor
}

/// The folder kinds a catalog can hold, by the suffix of their name. Groups have no suffix. Only image sets,
/// colour sets and the folders that hold them are read; the rest are known and skipped without a word, and a
/// suffix not listed here is a warning.
enum CatalogFolderKind: String, CaseIterable {
  case imageSet = "imageset"
  case colorSet = "colorset"
  case spriteAtlas = "spriteatlas"
  case appIconSet = "appiconset"
  case brandAssets = "brandassets"
  case launchImage = "launchimage"
  case dataSet = "dataset"
  case symbolSet = "symbolset"
  case iconSet = "iconset"
  case imageStack = "imagestack"
  case imageStackLayer = "imagestacklayer"
  case solidImageStack = "solidimagestack"
  case solidImageStackLayer = "solidimagestacklayer"
  case stickerPack = "stickerpack"
  case sticker = "sticker"
  case stickerSequence = "stickersequence"
  case stickersIconSet = "stickersiconset"
  case cubeTextureSet = "cubetextureset"
  case textureSet = "textureset"
  case mipmapSet = "mipmapset"
  case arResourceGroup = "arresourcegroup"
  case arImageSet = "arimageset"
  case arObject = "arobject"
  case complicationSet = "complicationset"
  case gameCenterDashboardImage = "gcdashboardimage"
  case gameCenterLeaderboard = "gcleaderboard"
  case gameCenterLeaderboardSet = "gcleaderboardset"
  case appIcon = "appicon"
  case watchAppIconSet = "watchappiconset"

  /// Whether the folder's children are walked like a group's.
  var holdsSets: Bool { self == .spriteAtlas }
}

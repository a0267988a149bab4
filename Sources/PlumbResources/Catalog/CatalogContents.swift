/// The `Contents.json` of the catalog folders Plumb reads, decoded as typed values. Keys Plumb does not use
/// are ignored; a key that is present with the wrong type is an error located in the file.

/// An appearance qualifier of an entry: `{"appearance": "luminosity", "value": "dark"}`.
struct AppearanceQualifier: Decodable, Hashable {
  var appearance: String
  var value: String
}

/// A group's or sprite atlas's `Contents.json`.
struct GroupContents: Decodable {
  struct Properties: Decodable {
    var providesNamespace: Bool?

    enum CodingKeys: String, CodingKey {
      case providesNamespace = "provides-namespace"
    }
  }

  var properties: Properties?
}

/// An image set's `Contents.json`.
struct ImageSetContents: Decodable {
  struct Properties: Decodable {
    var templateRenderingIntent: String?
    var preservesVectorRepresentation: Bool?

    enum CodingKeys: String, CodingKey {
      case templateRenderingIntent = "template-rendering-intent"
      case preservesVectorRepresentation = "preserves-vector-representation"
    }
  }

  struct Insets: Decodable, Hashable {
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?
  }

  struct Center: Decodable, Hashable {
    var mode: String?
    var width: Double?
    var height: Double?
  }

  struct Resizing: Decodable, Hashable {
    var mode: String?
    var center: Center?
    var capInsets: Insets?

    enum CodingKeys: String, CodingKey {
      case mode, center
      case capInsets = "cap-insets"
      // Early Xcode versions wrote the insets under this key.
      case legacyCapInsets = "capInsets"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      mode = try container.decodeIfPresent(String.self, forKey: .mode)
      center = try container.decodeIfPresent(Center.self, forKey: .center)
      capInsets =
        try container.decodeIfPresent(Insets.self, forKey: .capInsets)
        ?? container.decodeIfPresent(Insets.self, forKey: .legacyCapInsets)
    }
  }

  struct Image: Decodable {
    var idiom: String?
    var filename: String?
    var scale: String?
    var appearances: [AppearanceQualifier]?
    var resizing: Resizing?
    var subtype: String?
    var widthClass: String?
    var heightClass: String?
    var displayGamut: String?
    var languageDirection: String?

    enum CodingKeys: String, CodingKey {
      case idiom, filename, scale, appearances, resizing, subtype
      case widthClass = "width-class"
      case heightClass = "height-class"
      case displayGamut = "display-gamut"
      case languageDirection = "language-direction"
    }
  }

  var images: [Image]?
  var properties: Properties?
}

/// A colour set's `Contents.json`.
struct ColorSetContents: Decodable {
  /// A component as Xcode writes it (a string such as `"0.929"`, `"66"` or `"0x42"`) or as a JSON number.
  enum Component: Decodable, Hashable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      do {
        self = .text(try container.decode(String.self))
      } catch DecodingError.typeMismatch {
        self = .number(try container.decode(Double.self))
      }
    }
  }

  struct Color: Decodable {
    var colorSpace: String?
    var components: [String: Component]?
    var platform: String?
    var reference: String?

    enum CodingKeys: String, CodingKey {
      case colorSpace = "color-space"
      case components, platform, reference
    }
  }

  struct Entry: Decodable {
    var idiom: String?
    var appearances: [AppearanceQualifier]?
    var color: Color?
    var displayGamut: String?

    enum CodingKeys: String, CodingKey {
      case idiom, appearances, color
      case displayGamut = "display-gamut"
    }
  }

  var colors: [Entry]?
}

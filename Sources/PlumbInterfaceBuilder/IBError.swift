/// Why an Interface Builder document could not be read.
public enum IBError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The XML is not well formed; line and column are 1-based.
  case malformedXML(message: String, line: Int, column: Int)
  /// Well-formed XML that is not an Interface Builder document.
  case notInterfaceBuilder(message: String, line: Int, column: Int)
  /// The file exceeds a size, view-count or nesting limit (`InterfaceBuilderLimits`).
  case limitExceeded(message: String, line: Int, column: Int)

  /// What went wrong, where, and how to fix it.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason); check the path and its permissions"
    case .malformedXML(let message, let line, let column):
      "\(line):\(column): malformed XML: \(message); open the file in Xcode or fix the markup at that place"
    case .notInterfaceBuilder(let message, let line, let column):
      "\(line):\(column): not an Interface Builder document: \(message); pass a .xib or .storyboard file"
    case .limitExceeded(let message, let line, let column):
      "\(line):\(column): \(message)"
    }
  }
}

/// Something in the document Plumb did not lay out exactly as UIKit would; the import went on.
public struct IBWarning: Sendable, Hashable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: String, Sendable, Hashable {
    /// An element Plumb does not model; it was skipped (or laid out as a plain view, as the message says).
    case unsupportedElement
    /// An attribute Plumb does not model; it was ignored.
    case unsupportedAttribute
    /// A value that could not be parsed; UIKit's default was used.
    case invalidValue
    /// A constraint or outlet names an object that is not in the scene.
    case unresolvedReference
    /// A constraint UIKit would reject (the message says why); it was not activated.
    case invalidConstraint
    /// The `<device>` could not be matched to a preset; the canvas came from the root view's frame.
    case unknownDevice
  }

  /// The kind of problem.
  public var kind: Kind
  /// What was found and what Plumb did instead.
  public var message: String
  /// The XML element's name (`mapView`, `constraint`).
  public var element: String
  /// The IB object id involved, if any.
  public var objectID: String?
  /// 1-based line of the element in the file.
  public var line: Int
  /// 1-based column of the element in the file.
  public var column: Int

  /// Creates a warning.
  public init(kind: Kind, message: String, element: String, objectID: String?, line: Int, column: Int) {
    self.kind = kind
    self.message = message
    self.element = element
    self.objectID = objectID
    self.line = line
    self.column = column
  }

  /// `line:column: warning: message`.
  public var description: String { "\(line):\(column): warning: \(message)" }
}

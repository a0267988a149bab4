import Foundation
import PlumbLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element with the place it started, small and fast to walk.
final class XMLElementNode {
  let name: String
  /// Attributes as the file has them (a translation may replace text in them before scenes are built).
  private(set) var attributes: [String: String]
  private(set) var children: [XMLElementNode] = []
  var text = ""
  /// 1-based line and column of the start tag.
  let line: Int
  let column: Int

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  func append(_ child: XMLElementNode) { children.append(child) }

  /// Replaces an attribute's value (translations rewrite text before the scene is read).
  func setAttribute(_ name: String, to value: String) { attributes[name] = value }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child named `name` (with `key` when given).
  func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// Children named `name`.
  func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

  /// `YES`/`NO` attribute, nil when absent.
  func bool(_ attribute: String) -> Bool? {
    guard let value = attributes[attribute] else { return nil }
    return value == "YES" || value == "true"
  }

  /// A numeric attribute, nil when absent or not a finite number (`nan`, `inf` and `1e999` are not numbers here:
  /// they would poison the layout).
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap { FiniteNumber.parse($0) } }
}

/// Bounds on what one Interface Builder file may hold, so a hostile file cannot exhaust memory or the stack
/// (the command line reads them from PLUMB_MAX_BYTES, PLUMB_MAX_VIEWS and PLUMB_MAX_DEPTH).
public struct InterfaceBuilderLimits: Sendable, Hashable {
  /// Largest file in bytes.
  public var maximumBytes: Int
  /// Most views in one file.
  public var maximumViews: Int
  /// Deepest view nesting (`<subviews>` inside `<subviews>`).
  public var maximumDepth: Int

  /// Creates limits (defaults, as for layout documents: 16 MiB, 50 000 views, depth 64).
  public init(maximumBytes: Int = 16 << 20, maximumViews: Int = 50_000, maximumDepth: Int = 64) {
    self.maximumBytes = maximumBytes
    self.maximumViews = maximumViews
    self.maximumDepth = maximumDepth
  }

  /// Elements may nest this deep in all: a view level is two elements (`<view><subviews>`) and a scene wraps its
  /// root in about ten more; anything deeper is not an Interface Builder file.
  /// Saturates rather than overflows, as a limit from the environment may be any positive number.
  var maximumElementDepth: Int {
    let (levels, overflow) = maximumDepth.multipliedReportingOverflow(by: 3)
    return overflow || levels > Int.max - 32 ? Int.max : levels + 32
  }
}

/// Builds an element tree with XMLParser, keeping line/column of every start tag.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLElementNode] = []
  private(set) var root: XMLElementNode?
  private var firstError: IBError?
  private let bytes: [UInt8]
  /// Byte offset where each line starts.
  private let lineStarts: [Int]
  private let limits: InterfaceBuilderLimits
  /// `<subviews>` elements open now, and views (children of `<subviews>`) seen so far.
  private var subviewsDepth = 0
  private var views = 0
  /// Where each object id was first seen: ids are unique in a file, and a reused one would bind constraints and
  /// outlets to whichever object was read last.
  private var ids: [String: (line: Int, column: Int)] = [:]

  init(bytes: [UInt8], limits: InterfaceBuilderLimits = InterfaceBuilderLimits()) {
    self.bytes = bytes
    self.limits = limits
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    lineStarts = starts
  }

  /// Parses `data`; on failure returns the first error with its line and column.
  static func parse(_ data: Data, limits: InterfaceBuilderLimits = InterfaceBuilderLimits()) -> Result<
    XMLElementNode, IBError
  > {
    guard data.count <= limits.maximumBytes else {
      return .failure(
        .limitExceeded(
          message:
            "the file is \(data.count) bytes; Interface Builder files are limited to \(limits.maximumBytes) "
            + "(raise it with PLUMB_MAX_BYTES)", line: 1, column: 1))
    }
    // Xcode writes UTF-8. Anything else is refused before libxml2 sees it: its detection of other encodings from
    // the first bytes (00 00 00 3C is UCS-4) crashed inside xmlParseChunk on a 106-byte file.
    if let problem = encodingProblem([UInt8](data)) { return .failure(problem) }
    // Fed in chunks from a stream: given the whole file at once, libxml2 stops 10 000 000 bytes in (its lookup
    // limit), so files between that and the byte limit were refused as malformed.
    let parser = XMLParser(stream: InputStream(data: data))
    let builder = XMLTreeBuilder(bytes: [UInt8](data), limits: limits)
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    // FoundationXML on Linux can return true after reporting an error, so the delegate's record decides.
    if let error = builder.firstError { return .failure(error) }
    guard ok, let root = builder.root else {
      return .failure(
        .malformedXML(
          message: parser.parserError.map(describe) ?? "the document has no root element",
          line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
    }
    return .success(root)
  }

  /// Why `bytes` are not a UTF-8 XML text (a NUL byte, a malformed UTF-8 sequence, or another encoding declared),
  /// at the offending byte.
  static func encodingProblem(_ bytes: [UInt8]) -> IBError? {
    func located(_ offset: Int, _ message: String) -> IBError {
      let before = bytes[..<offset]
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
      return .malformedXML(message: message, line: line, column: column)
    }
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1 && scalar.first == 0 {
          return located(offset, "a NUL byte; Interface Builder files are UTF-8 text")
        }
        offset += scalar.count
      case .emptyInput: break decoding
      case .error:
        return located(offset, "the file is not UTF-8 text (byte \(offset) is not part of a UTF-8 character)")
      }
    }
    // Processing instructions other than the XML declaration: Xcode writes none, and FoundationXML crashes
    // (strlen of a null pointer) on one without data, such as `<?a?>`.
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") {
        let declarationStart = index == 0 || (index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let isDeclaration =
          declarationStart && bytes.count > index + 5
          && bytes[index + 2..<index + 5].elementsEqual("xml".utf8)
          && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
        if !isDeclaration {
          return located(
            index,
            "a processing instruction (<?…?>); Interface Builder files have none but the XML declaration")
        }
      }
      index += 1
    }
    // A document type declaration: Xcode writes none, and its internal entities can expand a few kilobytes into
    // gigabytes of text (libxml2 stops only some of that).
    let doctype = Array("<!DOCTYPE".utf8)
    if let start = bytes.indices.first(where: { bytes[$0...].starts(with: doctype) }) {
      return located(
        start,
        "a document type declaration (<!DOCTYPE …>); Interface Builder files have none, and its entities are not "
          + "expanded")
    }
    // `<?xml … encoding="…"?>` naming anything but UTF-8 would make libxml2 decode the bytes another way.
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    if head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml"), let end = head.range(of: "?>"),
      let declaration = head[..<end.lowerBound].range(of: "encoding")
    {
      let rest = head[declaration.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" }
      if let quote = rest.first, quote == "\"" || quote == "'" {
        let name = rest.dropFirst().prefix { $0 != quote }
        if !["utf-8", "utf8"].contains(name.lowercased()) {
          return .malformedXML(
            message: "the file declares the encoding \(name); Interface Builder files are UTF-8", line: 1,
            column: 1)
        }
      }
    }
    return nil
  }

  private static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    // libxml2's error numbers (XMLParser passes them on), in words.
    let messages: [Int: String] = [
      2: "the parser ran out of memory", 3: "the document does not start with markup",
      4: "the document is empty",
      5: "the document ends before every element is closed",
      6: "a hexadecimal character reference is invalid",
      7: "a decimal character reference is invalid", 8: "a character reference is invalid",
      9: "invalid character", 10: "a character reference is cut off by the end of the file",
      14: "an entity reference is cut off by the end of the file", 22: "an entity reference has no name",
      23: "an entity reference lacks its ';'", 24: "a parameter entity reference has no name",
      25: "a parameter entity reference lacks its ';'", 26: "undeclared entity",
      27: "an unparsed entity is used",
      28: "an entity is used before it is declared",
      29: "an external entity is used (external entities are not read)",
      30: "a parameter entity is used outside the DTD", 31: "unknown text encoding",
      32: "unsupported text encoding",
      33: "a string is not started", 34: "a string is not closed", 35: "a namespace declaration is invalid",
      36: "an entity value is not started", 37: "an entity value is not finished",
      38: "an attribute value is not quoted",
      39: "an attribute value is not closed", 40: "an attribute is not finished",
      41: "an attribute has no value",
      42: "an attribute appears twice in one element", 43: "a literal is not started",
      44: "a literal is not finished",
      45: "a comment is not closed", 46: "a processing instruction is not started",
      47: "a processing instruction is not closed", 56: "the XML declaration is not started",
      57: "the XML declaration is not closed", 61: "the DOCTYPE declaration is not closed",
      62: "']]>' appears outside a CDATA section", 63: "a CDATA section is not closed",
      64: "an XML declaration appears after the start of the document", 65: "a space is required here",
      68: "a name is required here", 73: "'>' is missing", 74: "'</' is missing", 75: "'=' is missing",
      76: "an end tag does not match its start tag", 77: "a tag is not finished",
      80: "a comment contains '--'",
      81: "the bytes are not in the declared encoding", 85: "text after the root element",
      86: "extra content at the end of the document",
      89: "entities refer to each other in a loop", 111: "the parse was stopped",
    ]
    return messages[code] ?? "the markup is not well formed here (libxml2 error \(code))"
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard firstError == nil else { return }
    firstError = .malformedXML(
      message: Self.describe(parseError), line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)
    )
    parser.abortParsing()
  }

  func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
    self.parser(parser, parseErrorOccurred: validationError)
  }

  /// The parser reports the end of a start tag; walk back to its `<` so positions point at the element.
  private func startOfTag(line: Int, column: Int) -> (line: Int, column: Int) {
    guard line >= 1, line <= lineStarts.count else { return (max(line, 1), max(column, 1)) }
    var offset = min(lineStarts[line - 1] + max(column - 1, 0), bytes.count - 1)
    var currentLine = line
    while offset > 0 && bytes[offset] != UInt8(ascii: "<") {
      offset -= 1
      if currentLine > 1 && offset < lineStarts[currentLine - 1] { currentLine -= 1 }
    }
    return (currentLine, offset - lineStarts[currentLine - 1] + 1)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    let position = startOfTag(line: parser.lineNumber, column: parser.columnNumber)
    // A view is a child of <subviews>, a view controller's `key="view"`, or a XIB's top-level object.
    if stack.last?.name == "subviews" || attributeDict["key"] == "view"
      || (stack.last?.name == "objects"
        && !["placeholder", "customObject", "viewController"].contains(elementName))
    {
      views += 1
    }
    if elementName == "subviews" { subviewsDepth += 1 }
    let limit: String? =
      if subviewsDepth > limits.maximumDepth {
        "views are nested more than \(limits.maximumDepth) deep (raise the limit with PLUMB_MAX_DEPTH)"
      } else if views > limits.maximumViews {
        "the file has more than \(limits.maximumViews) views (raise the limit with PLUMB_MAX_VIEWS)"
      } else if stack.count >= limits.maximumElementDepth {
        "elements are nested more than \(limits.maximumElementDepth) deep"
      } else { nil }
    if let limit {
      if firstError == nil {
        firstError = .limitExceeded(message: limit, line: position.line, column: position.column)
      }
      parser.abortParsing()
      return
    }
    if let id = attributeDict["id"] {
      if let first = ids[id] {
        if firstError == nil {
          firstError = .notInterfaceBuilder(
            message:
              "the id '\(id)' is used again (first at line \(first.line), column \(first.column)); every object "
              + "has an id of its own", line: position.line, column: position.column)
        }
        parser.abortParsing()
        return
      }
      ids[id] = position
    }
    let node = XMLElementNode(
      name: elementName, attributes: attributeDict, line: position.line, column: position.column)
    if let parent = stack.last {
      parent.append(node)
    } else if root == nil {
      root = node
    }
    stack.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if stack.popLast()?.name == "subviews" { subviewsDepth -= 1 }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    // Only `<string key="text">` elements carry text the importer reads.
    if let node = stack.last, node.name == "string" { node.text += string }
  }
}

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element with the place it started, small and fast to walk.
final class XMLElementNode {
  let name: String
  let attributes: [String: String]
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

  /// A numeric attribute, nil when absent or not a number.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Builds an element tree with XMLParser, keeping line/column of every start tag.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  private var stack: [XMLElementNode] = []
  private(set) var root: XMLElementNode?
  private var firstError: IBError?
  private let bytes: [UInt8]
  /// Byte offset where each line starts.
  private let lineStarts: [Int]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    lineStarts = starts
  }

  /// Parses `data`; on failure returns the first error with its line and column.
  static func parse(_ data: Data) -> Result<XMLElementNode, IBError> {
    let parser = XMLParser(data: data)
    let builder = XMLTreeBuilder(bytes: [UInt8](data))
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

  private static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    let messages: [Int: String] = [
      4: "the document is empty", 5: "the document ends before every element is closed",
      9: "invalid character", 26: "undeclared entity", 38: "an attribute value is not quoted",
      39: "an attribute value is not closed", 41: "an attribute has no value", 65: "a space is required here",
      68: "a name is required here", 73: "'>' is missing", 76: "an end tag does not match its start tag",
      85: "text after the root element",
    ]
    return messages[code] ?? "XML parser error \(code)"
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
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    // Only `<string key="text">` elements carry text the importer reads.
    if let node = stack.last, node.name == "string" { node.text += string }
  }
}

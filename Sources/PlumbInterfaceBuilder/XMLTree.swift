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
  private weak var parser: XMLParser?

  /// Parses `data`; on failure returns the parser's message, line and column.
  static func parse(_ data: Data) -> Result<XMLElementNode, IBError> {
    let parser = XMLParser(data: data)
    let builder = XMLTreeBuilder()
    builder.parser = parser
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    if !ok || builder.root == nil {
      let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "the document is empty"
      return .failure(
        .malformedXML(message: message, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
    }
    guard let root = builder.root else {
      return .failure(.malformedXML(message: "the document is empty", line: 1, column: 1))
    }
    return .success(root)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    let node = XMLElementNode(
      name: elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber)
    if let parent = stack.last {
      parent.append(node)
    } else if root == nil {
      root = node
    }
    stack.append(node)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    // Only `<string key="text">` elements carry text the importer reads.
    if let node = stack.last, node.name == "string" { node.text += string }
  }
}

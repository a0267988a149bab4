public import Foundation
import PlumbLayout

/// An Interface Builder file's bytes parsed into elements, not yet translated or read into scenes. Loads of one
/// file at several traits (each locale and text size of a check) can share one parse: each load reads a fresh
/// copy of the elements, which its translation then rewrites.
public struct ParsedInterfaceBuilderFile: Sendable {
  /// The bytes parsed.
  public let data: Data
  /// The limits the parse was held to.
  public let limits: InterfaceBuilderLimits
  let tree: FrozenElements

  /// Parses `data` within `limits`.
  /// - Throws: the error `InterfaceBuilderDocument.load(data:options:)` throws for the same bytes.
  public init(data: Data, limits: InterfaceBuilderLimits) throws(IBError) {
    self.data = data
    self.limits = limits
    tree = FrozenElements(try XMLTreeBuilder.parse(data, limits: limits).get())
  }
}

extension InterfaceBuilderDocument {
  /// The bytes of the file at `url`, held to `limits.maximumBytes`.
  /// - Throws: `.limitExceeded` for a larger file, `.unreadable` when it cannot be read.
  public static func read(contentsOf url: URL, limits: InterfaceBuilderLimits) throws(IBError) -> Data {
    do {
      return Data(try InputFile.read(url.path, maximumBytes: limits.maximumBytes))
    } catch .tooLarge(let size, _) {
      throw .limitExceeded(
        message:
          "the file is \(size) bytes; Interface Builder files are limited to \(limits.maximumBytes) "
          + "(raise it with PLUMB_MAX_BYTES)", line: 1, column: 1)
    } catch {
      throw .unreadable(path: url.path, reason: error.description)
    }
  }

  /// Reads a document from a parsed file, as `load(data:options:)` reads it from the file's bytes.
  public static func load(_ parsed: ParsedInterfaceBuilderFile, options: InterfaceBuilderOptions)
    throws(IBError) -> InterfaceBuilderDocument
  {
    try read(root: parsed.tree.elements(), options: options)
  }
}

/// An element tree as plain values, in document order (each element before its children), so it can be shared
/// between threads and copied into fresh nodes without recursion.
struct FrozenElements: Sendable {
  struct Element: Sendable {
    var name: String
    var attributes: [String: String]
    var text: String
    var line: Int
    var column: Int
    /// The parent's position in `elements` (-1 for the root).
    var parent: Int
  }

  private var list: [Element] = []

  init(_ root: XMLElementNode) {
    var stack = [(root, -1)]
    while let (node, parent) = stack.popLast() {
      let index = list.count
      list.append(
        Element(
          name: node.name, attributes: node.attributes, text: node.text, line: node.line, column: node.column,
          parent: parent))
      for child in node.children.reversed() { stack.append((child, index)) }
    }
  }

  /// A fresh node tree with the same elements; its root.
  func elements() -> XMLElementNode {
    var nodes: [XMLElementNode] = []
    nodes.reserveCapacity(list.count)
    for element in list {
      let node = XMLElementNode(
        name: element.name, attributes: element.attributes, line: element.line, column: element.column)
      node.text = element.text
      if element.parent >= 0 { nodes[element.parent].append(node) }
      nodes.append(node)
    }
    return nodes[0]
  }
}

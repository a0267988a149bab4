// `#Preview` as Xcode expands it for UIKit: a uniquely named type that holds the preview, whose body becomes a
// static function returning the preview's view or view controller, so the body is type-checked where it is written.
import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `#Preview { … }` whose body makes a `UIView`.
public enum ViewPreviewMacro: DeclarationMacro {
  /// The uniquely named type holding the preview.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try PreviewExpansion(node).declarations(named: context.makeUniqueName("Preview"), content: "UIView")
  }
}

/// `#Preview { … }` whose body makes a `UIViewController`.
public enum ViewControllerPreviewMacro: DeclarationMacro {
  /// The uniquely named type holding the preview.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try PreviewExpansion(node).declarations(
      named: context.makeUniqueName("Preview"), content: "UIViewController")
  }
}

/// A preview's arguments, read from the macro's use: `#Preview("Name", traits: .a, .b) { body }`.
struct PreviewExpansion {
  var name: ExprSyntax = "nil"
  var traits: [ExprSyntax] = []
  var body: ExprSyntax

  init(_ node: some FreestandingMacroExpansionSyntax) throws {
    var body: ExprSyntax? = node.trailingClosure.map(ExprSyntax.init)
    var afterTraits = false
    for argument in node.arguments {
      switch argument.label?.text {
      case "traits":
        traits.append(argument.expression.trimmed)
        afterTraits = true
      case "body":
        body = argument.expression
      case nil where afterTraits:
        traits.append(argument.expression.trimmed)
      case nil:
        name = argument.expression.trimmed
      default:
        throw PreviewError.at(
          argument,
          "#Preview takes no argument '\(argument.label?.text ?? "")': give a name, traits: and a closure")
      }
    }
    guard let body else {
      throw PreviewError.at(node, "#Preview needs a closure that makes the preview: #Preview { MyView() }")
    }
    self.body = body
  }

  /// The type holding the preview: its name, traits and a `makePreview()` whose body is the preview's.
  func declarations(named name: TokenSyntax, content: String) -> [DeclSyntax] {
    let type = "PlumbUIKit.\(content)"
    let traitList = traits.map(\.description).joined(separator: ", ")
    return [
      """
      @MainActor enum \(name) {
          static let name: String? = \(self.name)
          static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = [\(raw: traitList)]
          static func makePreview() -> \(raw: type) {
              \(raw: Self.indented(makeBody(returning: type), by: "        "))
          }
      }
      """
    ]
  }

  /// A closure without a signature gives its statements; anything else (a closure with one, a function's name)
  /// is called.
  private func makeBody(returning type: String) -> String {
    if let closure = body.as(ClosureExprSyntax.self), closure.signature == nil {
      return Self.dedented(closure.statements)
    }
    return "let body: @MainActor () -> \(type) = \(Self.dedented(body))\nreturn body()"
  }

  /// The node's text with the indentation of its first line taken off every line.
  private static func dedented(_ node: some SyntaxProtocol) -> String {
    let lines = node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
    let leading = node.leadingTrivia.description
    let indentation: Int
    if let newline = leading.lastIndex(of: "\n") {
      indentation = leading[leading.index(after: newline)...].count
    } else {
      // The node starts on the line of its closure's brace: the other lines set the indentation.
      indentation =
        lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map(Self.indentation).min() ?? 0
    }
    return lines.enumerated().map { number, line in
      number == 0 ? String(line) : String(line.dropFirst(min(indentation, Self.indentation(of: line))))
    }.joined(separator: "\n")
  }

  private static func indentation(of line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }

  /// The lines after the first, indented by `indentation` (the template indents the first).
  private static func indented(_ text: String, by indentation: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
      number == 0 || line.isEmpty ? String(line) : indentation + line
    }.joined(separator: "\n")
  }
}

/// What is wrong with a use of `#Preview`.
struct PreviewError: DiagnosticMessage {
  let message: String
  var diagnosticID: MessageID { MessageID(domain: "PlumbUIKitMacros", id: "Preview") }
  var severity: DiagnosticSeverity { .error }

  /// The error, reported at `node`.
  static func at(_ node: some SyntaxProtocol, _ message: String) -> DiagnosticsError {
    DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewError(message: message))])
  }
}

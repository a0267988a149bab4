import PlumbUIKitMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#Preview` expands to a uniquely named type whose `makePreview()` holds the preview's body.
@Suite struct PreviewMacroTests {
  /// The view controller form, as `PlumbUIKit` declares it for a body returning a `UIViewController`.
  static let controllerMacro: [String: MacroSpec] = [
    "Preview": MacroSpec(type: ViewControllerPreviewMacro.self)
  ]
  /// The view form.
  static let viewMacro: [String: MacroSpec] = ["Preview": MacroSpec(type: ViewPreviewMacro.self)]

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let view: Bool
    let source: String
    let expanded: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a trailing closure with statements", view: false,
      source: """
        #Preview {
            let controller = ListViewController()
            controller.title = "List"
            return UINavigationController(rootViewController: controller)
        }
        """,
      expanded: """
        @MainActor enum __macro_local_7PreviewfMu_ {
            static let name: String? = nil
            static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = []
            static func makePreview() -> PlumbUIKit.UIViewController {
                let controller = ListViewController()
                controller.title = "List"
                return UINavigationController(rootViewController: controller)
            }
        }
        """),
    Case(
      name: "a name and one expression", view: true,
      source: """
        #Preview("Card") {
            CardView()
        }
        """,
      expanded: """
        @MainActor enum __macro_local_7PreviewfMu_ {
            static let name: String? = "Card"
            static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = []
            static func makePreview() -> PlumbUIKit.UIView {
                CardView()
            }
        }
        """),
    Case(
      name: "traits, more traits and a closure with a signature", view: true,
      source: """
        #Preview("Wide", traits: .landscapeLeft, .fixedLayout(width: 320, height: 90)) { () -> UIView in
            CardView()
        }
        """,
      expanded: """
        @MainActor enum __macro_local_7PreviewfMu_ {
            static let name: String? = "Wide"
            static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = [.landscapeLeft, .fixedLayout(width: 320, height: 90)]
            static func makePreview() -> PlumbUIKit.UIView {
                let body: @MainActor () -> PlumbUIKit.UIView = { () -> UIView in
                    CardView()
                }
                return body()
            }
        }
        """),
    Case(
      name: "a body: argument naming a function", view: false,
      source: """
        #Preview(traits: .portrait, body: makeScreen)
        """,
      expanded: """
        @MainActor enum __macro_local_7PreviewfMu_ {
            static let name: String? = nil
            static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = [.portrait]
            static func makePreview() -> PlumbUIKit.UIViewController {
                let body: @MainActor () -> PlumbUIKit.UIViewController = makeScreen
                return body()
            }
        }
        """),
  ]

  @Test(arguments: cases) func expands(_ test: Case) {
    assertMacroExpansion(
      test.source, expandedSource: test.expanded,
      macroSpecs: test.view ? Self.viewMacro : Self.controllerMacro,
      failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
  }

  @Test func twoPreviewsInAFileHaveDifferentNames() {
    assertMacroExpansion(
      """
      #Preview { A() }
      #Preview { B() }
      """,
      expandedSource: """
        @MainActor enum __macro_local_7PreviewfMu_ {
            static let name: String? = nil
            static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = []
            static func makePreview() -> PlumbUIKit.UIView {
                A()
            }
        }
        @MainActor enum __macro_local_7PreviewfMu0_ {
            static let name: String? = nil
            static let traits: [PlumbUIKit.PreviewTrait<PlumbUIKit.Preview.ViewTraits>] = []
            static func makePreview() -> PlumbUIKit.UIView {
                B()
            }
        }
        """,
      macroSpecs: Self.viewMacro, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
  }

  @Test func aPreviewWithoutABodyIsAnError() {
    assertMacroExpansion(
      #"#Preview("Empty")"#, expandedSource: #"#Preview("Empty")"#,
      diagnostics: [
        DiagnosticSpec(
          message: "#Preview needs a closure that makes the preview: #Preview { MyView() }", line: 1,
          column: 1)
      ],
      macroSpecs: Self.viewMacro, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
  }
}

// The compiler plugin the PlumbUIKit module's macro declarations name.
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros PlumbUIKit declares.
@main struct PlumbUIKitMacrosPlugin: CompilerPlugin {
  /// `#Preview` for views and for view controllers.
  let providingMacros: [any Macro.Type] = [ViewPreviewMacro.self, ViewControllerPreviewMacro.self]
}

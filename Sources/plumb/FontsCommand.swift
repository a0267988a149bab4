import ArgumentParser
import PlumbLayout
import PlumbPipeline
import PlumbText

struct FontsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fonts",
    abstract: "List the font files Plumb measures and draws with, so a golden image can say what made it.",
    discussion: """
      Plumb reads fonts from a private fontconfig configuration holding only these files (Debian's fonts-inter,
      fonts-noto-core and fonts-dejavu-core), so results do not depend on other installed fonts.
      Example:
        plumb fonts
      """)

  func run() throws {
    let text = Pipeline().text
    let fonts = text.fonts
    print(
      "system font: \(FontSystem.systemFamily); fallbacks: \(FontSystem.fallbackFamilies.joined(separator: ", "))"
    )
    for weight in [FontWeight.regular, .medium, .semibold, .bold] {
      let face = text.layout(
        TextContent("Aa", font: FontDescriptor(weight: weight)), maxWidth: nil, in: TextEnvironment()
      ).face
      print("  \(weight.rawValue): \(face?.description ?? "not found")")
    }
    print("files:")
    for file in fonts.fontFiles { print("  \(file)") }
  }
}

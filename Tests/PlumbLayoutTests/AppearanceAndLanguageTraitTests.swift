import PlumbLayout
import Testing

@Suite struct AppearanceAndLanguageTraitTests {
  @Test(arguments: [
    ("fr", Language.localization("fr")), ("pt-BR", .localization("pt-BR")),
    ("zh_Hans", .localization("zh_Hans")),
    ("zh-Hant-TW", .localization("zh-Hant-TW")), ("Base", .development),
    ("pseudo-accented", .pseudo(.accented)),
    ("pseudo-rtl", .pseudo(.rightToLeft)),
  ])
  func readsLanguageNames(name: String, expected: Language) {
    #expect(Language(name: name) == expected)
  }

  @Test(arguments: [
    "", "f", "français", "../fr", "fr/..", "fr-", "fr--CA", "fr CA", "all", "abcd", "fr-toolongsubtag",
  ])
  func refusesWhatIsNoLanguageIdentifier(name: String) {
    #expect(Language(name: name) == nil)
  }

  @Test(arguments: [
    ("ar", true), ("he", true), ("fa-IR", true), ("ur", true), ("ckb", true), ("pseudo-rtl", true),
    ("fr", false),
    ("en", false), ("base", false), ("pseudo-double", false), ("arn", false),
  ])
  func knowsWhichLanguagesAreWrittenRightToLeft(name: String, rightToLeft: Bool) throws {
    #expect(try #require(Language(name: name)).isRightToLeft == rightToLeft)
  }

  @Test func aRightToLeftLanguageTurnsTheLayoutUnlessADirectionIsNamed() {
    let request = CanvasRequest(device: Device.named("iphone-15"))
    let arabic = request.applying(TraitOverrides(language: .localization("ar")))
    #expect(arabic.direction == .rightToLeft)
    #expect(arabic.canvas.traits.layoutDirection == .rightToLeft)
    #expect(arabic.canvas.traits.language == .localization("ar"))
    let forced = request.applying(TraitOverrides(direction: .leftToRight, language: .localization("ar")))
    #expect(forced.direction == .leftToRight)
    let french = request.applying(TraitOverrides(language: .localization("fr")))
    #expect(french.direction == .leftToRight)
  }

  @Test func appearanceReachesTheCanvasTraitsOfDevicesAndFreeCanvases() {
    let dark = TraitOverrides(appearance: .dark)
    #expect(
      CanvasRequest(device: Device.named("iphone-se")).applying(dark).canvas.traits.userInterfaceStyle
        == .dark)
    #expect(CanvasRequest().applying(dark).canvas.traits.userInterfaceStyle == .dark)
    #expect(CanvasRequest().canvas.traits.userInterfaceStyle == .light)
    #expect(CanvasRequest().canvas.traits.userInterfaceLevel == .base)
  }

  @Test func fileSuffixesNameAppearanceThenLanguage() {
    #expect(TraitOverrides(appearance: .dark, language: .localization("fr")).fileSuffix == "@dark-fr")
    #expect(
      TraitOverrides(
        direction: .rightToLeft, contentSize: .accessibilityExtraExtraExtraLarge, appearance: .light
      )
      .fileSuffix == "@ax5-rtl-light")
    #expect(TraitOverrides(language: .pseudo(.doubleLength)).fileSuffix == "@pseudo-double")
  }
}

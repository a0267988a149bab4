import PlumbLayout

/// SplitMix64: a fixed seed gives the same labels on every machine and run.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// One label measurement as the layout makes it: content, the wrap width (nil: single line) and environment.
struct Label {
  var content: TextContent
  var maxWidth: Double?
  var environment: TextEnvironment
  var script: String
}

enum Words {
  static let latin = """
    Settings General Privacy Notifications Display Brightness Sounds Haptics Battery Storage Wallpaper Account \
    Password Security Update available Download and install now later Wi-Fi Bluetooth Cellular Personal Hotspot \
    the quick brown fox jumps over lazy dog café naïve façade Zürich São Paulo Ångström résumé coöperate \
    Sign in with your email address to continue. Terms of Service, Privacy Policy; 42 items (3.5 MB) 100% \
    — “quoted” ‘text’ ffi ffl office affinity waffle AVATAR Typography Kerning WAVE Yo! To: Ta. 12:45 PM
    """.split(separator: " ").map(String.init)
  static let cyrillic = """
    Настройки Основные Конфиденциальность Уведомления Экран Яркость Звуки Аккумулятор Хранилище Обои \
    Пароль Безопасность Обновление доступно Загрузить установить сейчас позже Войти с помощью почты
    """.split(separator: " ").map(String.init)
  static let greek = """
    Ρυθμίσεις Γενικά Απόρρητο Ειδοποιήσεις Οθόνη Φωτεινότητα Ήχοι Μπαταρία Αποθήκευση Κωδικός Ασφάλεια \
    Ενημέρωση διαθέσιμη Λήψη εγκατάσταση τώρα αργότερα
    """.split(separator: " ").map(String.init)
  static let arabic = """
    الإعدادات عام الخصوصية الإشعارات الشاشة السطوع الأصوات البطارية التخزين الخلفية الحساب كلمة المرور \
    الأمان تحديث متوفر تنزيل وتثبيت الآن لاحقًا سجّل الدخول باستخدام بريدك الإلكتروني للمتابعة مرحبًا بالعالم \
    اللغة العربية ١٢٣ ٤٥٦ ﷲ لا إله
    """.split(separator: " ").map(String.init)
  static let hebrew = """
    הגדרות כללי פרטיות התראות תצוגה בהירות צלילים סוללה אחסון רקע חשבון סיסמה אבטחה עדכון זמין הורדה \
    והתקנה עכשיו מאוחר יותר התחברות באמצעות הדוא״ל שלך כדי להמשיך שָׁלוֹם עוֹלָם עברית
    """.split(separator: " ").map(String.init)
  static let scripts: [(name: String, words: [String], percent: Int)] = [
    ("Latin", latin, 45), ("Cyrillic", cyrillic, 8), ("Greek", greek, 5), ("Arabic", arabic, 14),
    ("Hebrew", hebrew, 12), ("mixed bidi", [], 16),
  ]
}

/// `count` distinct labels from `seed`: a word to a paragraph, six script mixes, the system font at Dynamic Type
/// styles and fixed sizes plus Noto Sans; half single-line (maxWidth nil, as a label that does not wrap, a
/// button or a text field), half wrapping at 100–390 pt (one in five of those limited to two lines, truncating).
func makeLabels(count: Int, seed: UInt64) -> [Label] {
  var random = SplitMix64(state: seed)
  var labels: [Label] = []
  var seen = Set<String>()
  let styles: [TextStyle] = [
    .largeTitle, .title2, .headline, .body, .callout, .subheadline, .footnote, .caption1,
  ]
  while labels.count < count {
    // Length: a word, a few words, a sentence or two, or a paragraph.
    let length: Int
    switch random.below(100) {
    case 0..<30: length = 1
    case 30..<60: length = 2 + random.below(4)
    case 60..<85: length = 6 + random.below(15)
    default: length = 21 + random.below(60)
    }
    var roll = random.below(100)
    var script = Words.scripts[0]
    for candidate in Words.scripts {
      if roll < candidate.percent {
        script = candidate
        break
      }
      roll -= candidate.percent
    }
    var words: [String] = []
    for _ in 0..<length {
      if script.words.isEmpty {
        // Mixed bidi: right-to-left text with Latin words and numbers in it, or the other way round.
        let base = random.chance(50) ? Words.arabic : Words.hebrew
        words.append(random.chance(70) ? random.pick(base) : random.pick(Words.latin))
      } else {
        words.append(random.pick(script.words))
      }
    }
    var text = words.joined(separator: " ")
    if length > 30 && random.chance(30) {
      text += "\n" + random.pick(script.words.isEmpty ? Words.latin : script.words)
    }
    let font: FontDescriptor
    switch random.below(10) {
    case 0..<4: font = .systemDefault
    case 4..<8: font = .preferred(random.pick(styles))
    case 8:
      font = FontDescriptor(
        size: Double(11 + random.below(20)), weight: random.pick([.regular, .semibold, .bold]))
    default:
      font = FontDescriptor(
        family: "Noto Sans", size: Double(12 + random.below(10)), italic: random.chance(30))
    }
    let rightToLeftUI =
      (script.name == "Arabic" || script.name == "Hebrew" || script.name == "mixed bidi")
      && random.chance(50)
    let environment = TextEnvironment(
      layoutDirection: rightToLeftUI ? .rightToLeft : .leftToRight, scale: random.chance(50) ? 2 : 3)
    let label: Label
    if random.chance(50) {
      label = Label(
        content: TextContent(text, font: font), maxWidth: nil, environment: environment, script: script.name)
    } else {
      let lines = random.chance(20) ? 2 : 0
      label = Label(
        content: TextContent(text, font: font, numberOfLines: lines),
        maxWidth: Double(100 + random.below(291)),
        environment: environment, script: script.name)
    }
    // Distinct labels, so a fresh engine's result cache never answers within a pass.
    let key = "\(label.content)|\(String(describing: label.maxWidth))|\(label.environment)"
    if seen.insert(key).inserted { labels.append(label) }
  }
  return labels
}

/// Labels the random set rarely or never makes, for `--dump` only (the timed passes use `makeLabels`): paragraph
/// separators (LF, CR LF, lone CR), libunibreak's other mandatory breaks (VT, FF, NEL, U+2028, U+2029), empty and
/// blank paragraphs, several paragraphs under a line limit, overlong words and trailing spaces, in every line
/// break mode, both directions and a range of widths.
func edgeCaseLabels() -> [Label] {
  let texts = [
    "a\nb", "a\r\nb", "a\rb", "a\r\n\nb", "\n", "a\n", "\nb", "\n\n\n", "one\u{2028}two", "one\u{2029}two",
    "one\u{0B}two", "one\u{0C}two", "one\u{85}two", "tail\u{2028}", "x\r", "Wi-Fi\r\nשלום עולם\nمرحبا 42",
    "first paragraph is long enough to wrap\nsecond\nthird one here\nfourth", "   \n  ", "trailing spaces   ",
    "Supercalifragilisticexpialidocious", "a Supercalifragilisticexpialidocious b", "W ii",
    "x\u{2028}\u{2028}y",
    "שלום\u{2029}abc 12", "e\u{301}\n\u{301}x", "tab\tseparated\tfields", "\u{00AD}soft\u{00AD}hyphen",
    "no\u{A0}break\u{A0}space here", "zero\u{200B}width\u{200B}space",
    "Typography Kerning WAVE AVATAR office",
  ]
  let modes: [LineBreakMode] = [
    .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
    .byTruncatingMiddle,
  ]
  var labels: [Label] = []
  for text in texts {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let environment = TextEnvironment(layoutDirection: direction, scale: 2)
      for mode in modes {
        for (lines, width) in [
          (1, nil), (0, nil), (1, 40.0), (0, 30.0), (0, 70.0), (2, 70.0), (3, 70.0), (0, 1000.0),
        ]
          as [(Int, Double?)]
        {
          labels.append(
            Label(
              content: TextContent(text, font: .systemDefault, numberOfLines: lines, lineBreakMode: mode),
              maxWidth: width, environment: environment, script: "edge"))
        }
      }
    }
  }
  return labels
}

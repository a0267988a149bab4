import Foundation
import PlumbExplain
import PlumbLayout
import Testing

/// Every log in `Logs/` is read, rebuilt, re-solved and explained; its `.expect` file says what must come out.
/// Expectation lines are `key: value`; `---` separates messages. Keys: messages, direction, kind, framework,
/// constraints (count), broken and has (document keys), view (id and logged class), parent (id and superview id),
/// views (count), ambiguous (id), identifier (a logged identifier), words (a constraint's sentence), guide (id and owner), frame (id x y w h), device, reproduces (yes/no), shortfall (points), conflicts (count), and cause,
/// fix (a working fix), tried (any fix) and missing, each matched as a substring (missing: none means none);
/// diagnosis (the named cause), first-fix (the best working fix's kind), no-fix-on (no working fix mentions it) and
/// text (the printed explanation holds it), diagram (the diagram's canvas, width and height in points, or `none`)
/// and diagram-note (a text the diagram's drawing holds).
@Suite struct CatalogueTests {
  static let logs: URL =
    (Bundle.module.resourceURL ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    .appendingPathComponent("Logs")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: logs.path)) ?? []
    return files.filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
  }()

  @Test func theCatalogueCoversEveryForm() {
    #expect(Self.names.count >= 15)
  }

  @Test(arguments: names) func log(_ name: String) throws {
    let text = try String(contentsOf: Self.logs.appendingPathComponent(name + ".log"), encoding: .utf8)
    let expectations = try String(
      contentsOf: Self.logs.appendingPathComponent(name + ".expect"), encoding: .utf8)
    var blocks: [[(String, String)]] = [[]]
    var global: [String: String] = [:]
    for line in expectations.split(separator: "\n").map(String.init) {
      if line == "---" {
        blocks.append([])
        continue
      }
      guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { continue }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if key == "messages" || key == "direction" {
        global[key] = value
      } else {
        blocks[blocks.count - 1].append((key, value))
      }
    }
    let parsed = LogParser.parse(text)
    let expectedCount = Int(global["messages"] ?? "1") ?? 1
    #expect(parsed.messages.count == expectedCount, "\(name): \(parsed.messages.map(\.kind))")
    guard parsed.messages.count == expectedCount, expectedCount > 0 else { return }
    let direction: LayoutDirection = global["direction"] == "rtl" ? .rightToLeft : .leftToRight
    let explainer = Explainer(options: Reconstructor.Options(direction: direction))
    for (message, block) in zip(parsed.messages, blocks) {
      let explanation = explainer.explain(message, source: name)
      let reconstruction = explanation.reconstruction
      let context = "\(name) line \(message.line)"
      #expect(explanation.failure == nil, "\(context): \(explanation.failure ?? "")")
      for (key, value) in block {
        switch key {
        case "kind": #expect(message.kind.rawValue == value, "\(context)")
        case "framework": #expect(message.framework == value, "\(context)")
        case "constraints": #expect(message.constraints.count == Int(value), "\(context)")
        case "broken": #expect(explanation.brokenKey == value, "\(context)")
        case "has":
          #expect(explanation.keys.values.contains(value), "\(context): \(explanation.keys.values.sorted())")
        case "view":
          let parts = value.split(separator: " ").map(String.init)
          #expect(
            reconstruction.view(parts[0])?.item?.className == parts[1],
            "\(context): \(reconstruction.views.map(\.id))")
        case "parent":
          let parts = value.split(separator: " ").map(String.init)
          #expect(
            reconstruction.view(parts[0])?.superview == parts[1],
            "\(context): \(reconstruction.views.map { ($0.id, $0.superview) })")
        case "views": #expect(reconstruction.views.filter { !$0.isGuide }.count == Int(value), "\(context)")
        case "ambiguous": #expect(reconstruction.view(value)?.ambiguousInLog == true, "\(context)")
        case "device": #expect(reconstruction.device?.name == value, "\(context)")
        case "reproduces":
          #expect(
            explanation.reproduces == (value == "yes"),
            "\(context): \(String(describing: explanation.plumbConflict))")
        case "shortfall":
          let gap = explanation.shortfall.map { abs($0.actual - $0.wanted) } ?? -1
          #expect(abs(gap - (Double(value) ?? 0)) < 0.01, "\(context): \(gap)")
        case "conflicts": #expect(explanation.solved?.conflicts.count == Int(value), "\(context)")
        case "cause":
          #expect(explanation.causes.contains { $0.contains(value) }, "\(context): \(explanation.causes)")
        case "fix":
          #expect(
            explanation.fixes.contains { $0.works && $0.summary.contains(value) },
            "\(context): \(explanation.fixes.map { ($0.summary, $0.reason) })")
        case "words":
          #expect(
            reconstruction.loggedSentences.values.contains(value),
            "\(context): \(reconstruction.loggedSentences.values.sorted())")
        case "identifier":
          #expect(message.constraints.contains { $0.identifier == value }, "\(context)")
        case "guide":
          let parts = value.split(separator: " ").map(String.init)
          let guide = reconstruction.view(parts[0])
          #expect(guide?.isGuide == true && guide?.superview == parts[1], "\(context)")
        case "frame":
          let parts = value.split(separator: " ").map(String.init)
          let numbers = parts.dropFirst().compactMap(Double.init)
          let frame = reconstruction.view(parts[0])?.frame
          #expect(
            frame.map { [$0.minX, $0.minY, $0.width, $0.height] } == numbers,
            "\(context): \(String(describing: frame))")
        case "tried": #expect(explanation.fixes.contains { $0.summary.contains(value) }, "\(context)")
        case "diagnosis":
          #expect(explanation.diagnosis.rawValue == value, "\(context): \(explanation.diagnosis)")
        case "first-fix":
          #expect(
            explanation.fixes.first(where: \.works)?.tag == value,
            "\(context): \(explanation.fixes.map { ($0.tag, $0.summary, $0.works) })")
        case "no-fix-on":
          #expect(
            !explanation.fixes.contains { $0.works && $0.summary.contains(value) },
            "\(context): \(explanation.fixes.map(\.summary))")
        case "text":
          let text = ExplanationText.render([explanation], source: name)
          #expect(text.contains(value), "\(context): \(text)")
        case "diagram":
          // The canvas the diagram is drawn on (points), and the note a zero-sized root gets.
          let drawn = explainer.diagramLayout(explanation, title: name)
          let size =
            drawn.map { "\(Int($0.result.canvasSize.width)) \(Int($0.result.canvasSize.height))" } ?? "none"
          #expect(size == value, "\(context): \(size)")
          if let drawn, drawn.engine !== explanation.solved?.engine { drawn.release() }
        case "diagram-note":
          let drawn = explainer.diagramLayout(explanation, title: name)
          let texts = drawn?.yaml.split(separator: "\n").filter { $0.contains("text:") } ?? []
          #expect(texts.contains { $0.contains(value) }, "\(context): \(texts)")
          if let drawn, drawn.engine !== explanation.solved?.engine { drawn.release() }
        case "missing":
          if value == "none" {
            #expect(message.missing.isEmpty, "\(context): \(message.missing)")
          } else {
            #expect(message.missing.contains { $0.contains(value) }, "\(context): \(message.missing)")
          }
        default: Issue.record("\(name).expect: unknown key \(key)")
        }
      }
      // Every working fix really leaves a layout without conflicts: re-check one independently.
      if let fix = explanation.fixes.first(where: \.works) { #expect(fix.reason == nil) }
    }
  }
}

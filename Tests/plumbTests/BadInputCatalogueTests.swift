import Foundation
import Testing

/// The bad-input catalogue: malformed documents and command lines, each with the exact message,
/// location and exit code it must produce, and nothing written to standard output.
@Suite struct BadInputCatalogueTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var document: String
    var message: String
    var description: String { name }
  }

  /// 64 states that each re-activate one 400-constraint list through a YAML alias: 11 KB.
  static let aliasedStates =
    "size: [100, 100]\nroot: { subviews: [ { id: a, frame: [0, 0, 10, 10] } ] }\nstates:\n"
    + "  - name: s0\n    activate: &list\n" + (0..<400).map { "      - a.width >= \($0)\n" }.joined()
    + (1..<64).map { "  - name: s\($0)\n    activate: *list\n" }.joined()

  static let documents: [Case] = [
    Case(
      name: "states re-activating an aliased list", document: aliasedStates,
      message:
        "bad.yaml:4:3: error: laying out the document's screen and its 64 states solves 18304000 constraints in all (each state's screen is laid out after every state before it), over the limit of 2000000 (ten times DocumentLimits.maximumConstraints; PLUMB_MAX_CONSTRAINTS for plumb)"
    ),
    Case(
      name: "empty", document: "",
      message: "bad.yaml: error: the document is empty; it needs at least a root view (root:)"),
    Case(
      name: "no root", document: "title: x\n",
      message: "bad.yaml:1:1: error: the document needs a root view (root:)"),
    Case(
      name: "root not mapping", document: "root: 5\n",
      message: "bad.yaml:1:7: error: the root view must be a mapping, found '5'"),
    Case(
      name: "top-level list", document: "- a\n",
      message: "bad.yaml:1:1: error: the document must be a mapping, found a list"),
    Case(
      name: "unknown top key", document: "root: {}\ncolour: red\n",
      message: "bad.yaml:2:1: error: unknown key 'colour' in the document"),
    Case(
      name: "misspelt top key", document: "root: {}\ndevise: iphone-se\n", message: "(did you mean 'device'?)"
    ),
    Case(
      name: "unknown view key", document: "root: { subviews: [ { id: a, colr: red } ] }\n",
      message: "bad.yaml:1:30: error: unknown key 'colr' in a view (did you mean 'color'?)"),
    Case(
      name: "missing id", document: "root: { subviews: [ { color: red } ] }\n",
      message: "bad.yaml:1:21: error: every view but the root needs an id"),
    Case(
      name: "bad id", document: "root: { subviews: [ { id: 9lives } ] }\n",
      message: "error: view id '9lives' must be a letter or _ followed by letters, digits or _"),
    Case(
      name: "duplicate id", document: "root: { subviews: [ { id: a }, { id: a } ] }\n",
      message: "bad.yaml:1:32: error: duplicate id 'a'"),
    Case(
      name: "view and guide share id", document: "root: { guides: [ { id: a } ], subviews: [ { id: a } ] }\n",
      message: "error: duplicate id 'a'"),
    Case(
      name: "reserved id", document: "root: { subviews: [ { id: superview } ] }\n",
      message: "error: 'superview' is reserved"),
    Case(
      name: "root renamed", document: "root: { id: main }\n",
      message: "error: the root view's id is always 'root'"),
    Case(
      name: "unknown kind", document: "root: { subviews: [ { id: a, kind: lable } ] }\n",
      message: "error: unknown kind 'lable' (did you mean 'label'?)"),
    Case(
      name: "kind not text", document: "root: { kind: [view] }\n",
      message: "error: kind must be text, found a list"),
    Case(
      name: "unknown device", document: "device: iphone-99\nroot: {}\n",
      message: "bad.yaml:1:9: error: unknown device 'iphone-99'"),
    Case(
      name: "device and size", document: "device: iphone-se\nsize: [1, 1]\nroot: {}\n",
      message: "error: a document has either device: or size:, not both"),
    Case(
      name: "size arity", document: "size: [320]\nroot: {}\n",
      message: "error: size must be [width, height] (a number or fit each)"),
    Case(
      name: "size zero", document: "size: [0, 100]\nroot: {}\n",
      message: "error: size must be positive, found 0.0"),
    Case(
      name: "size negative", document: "size: [-5, 100]\nroot: {}\n",
      message: "error: size must be positive, found -5.0"),
    Case(
      name: "size text", document: "size: [wide, 100]\nroot: {}\n",
      message: "error: size must be a number, found 'wide'"),
    Case(
      name: "size NaN", document: "size: [.nan, 100]\nroot: {}\n",
      message: "error: size must be a finite number, found '.nan'"),
    Case(
      name: "size infinite", document: "size: [.inf, 100]\nroot: {}\n",
      message: "error: size must be a finite number, found '.inf'"),
    Case(
      name: "size huge", document: "size: [1e12, 100]\nroot: {}\n",
      message: "error: size is out of range (±10 000 000 points), found '1e12'"),
    Case(
      name: "orientation", document: "orientation: sideways\nroot: {}\n",
      message: "error: unknown orientation 'sideways'; use one of: portrait, landscape"),
    Case(
      name: "direction", document: "direction: up\nroot: {}\n",
      message: "error: unknown direction 'up'; use one of: ltr, rtl"),
    Case(
      name: "content size", document: "contentSize: huge\nroot: {}\n",
      message: "error: unknown contentSize 'huge'"),
    Case(
      name: "scale", document: "scale: 4\nroot: {}\n", message: "error: scale must be 1, 2 or 3, found 4.0"),
    Case(
      name: "metric name", document: "metrics: { 1gap: 8 }\nroot: {}\n",
      message: "error: metric name '1gap' must be a letter or _"),
    Case(
      name: "metric value", document: "metrics: { gap: wide }\nroot: {}\n",
      message: "error: metric 'gap' must be a number, found 'wide'"),
    Case(
      name: "metrics list", document: "metrics: [8]\nroot: {}\n",
      message: "error: metrics must be a mapping of names to numbers"),
    Case(
      name: "frame arity", document: "root: { subviews: [ { id: a, frame: [0, 0, 10] } ] }\n",
      message: "error: frame must be [x, y, width, height], found 3 numbers"),
    Case(
      name: "frame negative", document: "root: { subviews: [ { id: a, frame: [0, 0, -10, 10] } ] }\n",
      message: "error: frame must have a non-negative width and height"),
    Case(
      name: "root frame", document: "root: { frame: [0, 0, 10, 10] }\n",
      message: "error: the root view is placed by the canvas; frame: is for subviews"),
    Case(
      name: "expect text", document: "root: { subviews: [ { id: a, expect: here } ] }\n",
      message: "error: expect must be a list, found 'here'"),
    Case(
      name: "hugging range", document: "root: { subviews: [ { id: a, hugging: 1001 } ] }\n",
      message:
        "error: hugging must be a number from 1 to 1000 or required/high/low/fittingSizeLevel, found '1001'"),
    Case(
      name: "hugging zero", document: "root: { subviews: [ { id: a, hugging: 0 } ] }\n", message: "found '0'"),
    Case(
      name: "hugging empty", document: "root: { subviews: [ { id: a, hugging: {} } ] }\n",
      message: "bad.yaml:1:39: error: hugging needs horizontal, vertical or both"),
    Case(
      name: "unknown colour", document: "root: { color: notAColour }\n",
      message: "bad.yaml:1:16: error: color: unknown colour 'notAColour'"),
    Case(
      name: "bad hex colour", document: "root: { subviews: [ { id: a, textColor: \"#GGHHII\" } ] }\n",
      message:
        "bad.yaml:1:41: error: textColor: '#GGHHII' is not a colour; hex colours are #RRGGBB or #RRGGBBAA"),
    Case(
      name: "short hex colour", document: "root: { borderColor: \"#12345\" }\n",
      message: "bad.yaml:1:22: error: borderColor: '#12345' is not a colour"),
    Case(
      name: "huge constant",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.width = 1e308\n",
      message: "bad.yaml:3:5: error: the constant 1e+308 is out of range (±10 000 000); use a smaller number"),
    Case(
      name: "huge overlay constant",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.width = 1e19\n",
      message: "error: the constant 1e+19 is out of range"),
    Case(
      name: "huge multiplier",
      document: "root: { subviews: [ { id: a }, { id: b } ] }\nconstraints:\n  - a.width = 1e19 * b.width\n",
      message: "error: the multiplier 1e+19 is out of range"),
    Case(
      name: "matrix duplicate", document: "root: {}\nsnapshot: { matrix: { direction: [ltr, rtl, ltr] } }\n",
      message:
        "bad.yaml:2:45: error: 'ltr' appears twice in the matrix's direction list; list each value once"),
    Case(
      name: "too many states",
      document: "root: {}\nstates:\n" + (0..<65).map { "  - { name: s\($0) }\n" }.joined(),
      message:
        "bad.yaml:3:3: error: 65 states exceed the limit of 64 (DocumentLimits.maximumStates; PLUMB_MAX_STATES for plumb)"
    ),
    Case(
      name: "flow nesting",
      document: "root: " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "\n",
      message: "bad.yaml:1:1007: error: lists and mappings are nested too deeply"),
    Case(
      name: "compression axis", document: "root: { subviews: [ { id: a, compression: { sideways: 1 } } ] }\n",
      message: "error: unknown key 'sideways' in compression"),
    Case(
      name: "lines negative", document: "root: { subviews: [ { id: a, kind: label, lines: -1 } ] }\n",
      message: "error: lines must be 0 (unlimited) or more"),
    Case(
      name: "lines fraction", document: "root: { subviews: [ { id: a, kind: label, lines: 1.5 } ] }\n",
      message: "error: lines must be a whole number, found '1.5'"),
    Case(
      name: "text style", document: "root: { subviews: [ { id: a, kind: label, textStyle: huge } ] }\n",
      message: "error: unknown textStyle 'huge'"),
    Case(
      name: "style and font",
      document: "root: { subviews: [ { id: a, kind: label, textStyle: body, font: { size: 3 } } ] }\n",
      message: "error: use textStyle: or font:, not both"),
    Case(
      name: "font size", document: "root: { subviews: [ { id: a, kind: label, font: { size: 0 } } ] }\n",
      message: "error: font size must be between 0 and 1000"),
    Case(
      name: "font weight",
      document: "root: { subviews: [ { id: a, kind: label, font: { weight: fat } } ] }\n",
      message: "error: unknown font weight 'fat'"),
    Case(
      name: "hidden text", document: "root: { subviews: [ { id: a, hidden: maybe } ] }\n",
      message: "error: hidden must be true or false, found 'maybe'"),
    Case(
      name: "semantic", document: "root: { semantic: backwards }\n",
      message: "error: unknown semantic 'backwards'"),
    Case(
      name: "stack key on view", document: "root: { subviews: [ { id: a, axis: vertical } ] }\n",
      message: "error: axis: is a stack view property (kind: stack)"),
    Case(
      name: "arranged on view", document: "root: { subviews: [ { id: a, arranged: [] } ] }\n",
      message: "error: arranged: is for stack views (kind: stack)"),
    Case(
      name: "custom spacing id",
      document:
        "root: { subviews: [ { id: s, kind: stack, customSpacing: { x: 4 }, arranged: [ { id: a } ] } ] }\n",
      message: "error: customSpacing names 'x', which is not an arranged view of 's'; arranged views: a"),
    Case(
      name: "image missing", document: "root: { subviews: [ { id: a, kind: image, image: nowhere.png } ] }\n",
      message: "error: image 'nowhere.png' is not a readable PNG file"),
    Case(
      name: "nesting",
      document: "root:\n"
        + (0..<70).map {
          String(repeating: "  ", count: $0 + 1) + "subviews:\n" + String(repeating: "  ", count: $0 + 1)
            + "- id: v\($0)\n"
        }.joined().replacingOccurrences(of: "- id", with: "- id"), message: "nested more than 64 deep"),
    Case(name: "yaml syntax", document: "root: {\n  subviews: [ { id: a ]\n}\n", message: "bad.yaml:2:"),
    Case(name: "tab indentation", document: "root:\n\tsubviews: []\n", message: "YAML syntax error"),
    Case(name: "duplicate key", document: "root: {}\nroot: {}\n", message: "duplicate key 'root'"),
    Case(
      name: "constraints not list", document: "root: {}\nconstraints: a.top = b.top\n",
      message: "error: constraints must be a list"),
    Case(
      name: "eq and vfl", document: "root: {}\nconstraints: [ { eq: a.top = b.top, vfl: '[a]' } ]\n",
      message: "error: a constraint mapping needs exactly one of eq: (an equation) or vfl: (a VFL line)"),
    Case(
      name: "neither eq nor vfl", document: "root: {}\nconstraints: [ { priority: 750 } ]\n",
      message: "needs exactly one of eq:"),
    Case(
      name: "constraint priority",
      document: "root: {}\nconstraints: [ { eq: a.top = b.top, priority: urgent } ]\n",
      message: "error: priority must be a number from 1 to 1000"),
    Case(
      name: "unknown view in equation",
      document: "root: { subviews: [ { id: label } ] }\nconstraints:\n  - lable.top = superview.top\n",
      message: "bad.yaml:3:5: error: unknown view or guide 'lable'; did you mean 'label'?"),
    Case(
      name: "unknown attribute",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.lead = superview.leading\n",
      message: "bad.yaml:3:7: error: unknown attribute 'lead'"),
    Case(
      name: "missing relation",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.leading superview.leading\n",
      message: "bad.yaml:3:15: error: expected a relation"),
    Case(
      name: "size to location",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.width = superview.leading\n",
      message: "error: a size attribute cannot be related to a location attribute"),
    Case(
      name: "location to constant",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.leading = 20\n",
      message: "error: a location attribute (leading) cannot equal a constant"),
    Case(
      name: "axes mixed",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.top = superview.leading\n",
      message: "error: top is vertical and leading is horizontal"),
    Case(
      name: "left with leading",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.left = superview.leading\n",
      message: "error: left/right cannot be related to leading/trailing"),
    Case(
      name: "root superview", document: "root: {}\nconstraints:\n  - root.top = superview.top\n",
      message: "error: 'root' has no superview (it is the root)"),
    Case(
      name: "vfl unclosed", document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - \"H:|-[a\"\n",
      message: "bad.yaml:3:12: error: expected ']' to close the view 'a'"),
    Case(
      name: "vfl metric",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - \"H:|-(gap)-[a]\"\n",
      message: "bad.yaml:3:11: error: unknown metric 'gap'"),
    Case(
      name: "vfl option",
      document:
        "root: { subviews: [ { id: a } ] }\nconstraints:\n  - { vfl: \"H:[a]\", options: [alignAllSideways] }\n",
      message: "error: unknown option 'alignAllSideways'"),
    Case(
      name: "vfl unknown view",
      document: "root: { subviews: [ { id: a } ] }\nconstraints:\n  - \"H:|-[b]-|\"\n",
      message: "error: unknown view or guide 'b'"),
    Case(
      name: "options on equation",
      document: "root: {}\nconstraints: [ { eq: a.top = b.top, options: [alignAllTop] } ]\n",
      message: "error: options: is for VFL lines (vfl:)"),
    Case(
      name: "when key",
      document: "root: {}\nconstraints: [ { eq: a.top = b.top, when: { depth: compact } } ]\n",
      message: "error: unknown key 'depth' in when"),
    Case(
      name: "when value",
      document: "root: {}\nconstraints: [ { eq: a.top = b.top, when: { width: tiny } } ]\n",
      message: "error: unknown size class 'tiny'; use one of: compact, regular"),
    Case(name: "binary junk", document: "\u{01}\u{02}\u{03}root", message: "bad.yaml"),
  ]

  @Test(arguments: documents)
  func badDocument(_ example: Case) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.yaml")
    try example.document.write(to: file, atomically: true, encoding: .utf8)
    let run = try CommandLineTests().plumbIn(folder, "layout", "bad.yaml")
    #expect(run.status == 65, "\(example.name): exit \(run.status) \(run.stderr)")
    #expect(run.stderr.contains(example.message), "\(example.name): \(run.stderr)")
    #expect(run.stdout.isEmpty, "\(example.name)")
    #expect(!run.stderr.contains("Fatal error"), "\(example.name)")
  }

  @Test(arguments: [
    (["layout"], "Missing expected argument"),
    (["layout", "x.yaml", "--format", "xml"], "xml"),
    (["layout", "x.yaml", "--device", "nokia"], "unknown device 'nokia'"),
    (["layout", "x.yaml", "--orientation", "up"], "unknown orientation 'up'"),
    (["layout", "x.yaml", "--direction", "down"], "unknown direction 'down'"),
    (["layout", "x.yaml", "--content-size", "massive"], "unknown content size 'massive'"),
    (["layout", "x.yaml", "--scale", "5"], "scale must be 1, 2 or 3, not 5"),
    (["layout", "x.yaml", "--appearance", "dim"], "unknown appearance 'dim'; use light or dark"),
    (["layout", "x.yaml", "--locale", "../etc"], "unknown locale '../etc'"),
    (["layout", "x.yaml", "--locale", "fr,de"], "--locale takes one value here"),
    (["frobnicate"], "Unexpected argument 'frobnicate'"),
    (["layout", "missing.yaml"], "no such file or folder: missing.yaml"),
    (["check"], "Missing expected argument"),
  ])
  func badCommandLine(arguments: [String], message: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-cli-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "root: {}\n".write(to: folder.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let run = try CommandLineTests().plumbIn(folder, arguments)
    #expect(run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// Input that was once refused or misread and is valid.
  @Test func goodInputOnceRefusedIsRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-good-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cli = CommandLineTests()
    // JSON with a surrogate pair, as Python's json.dumps writes 😀; an escaped backslash before `u` stays text.
    try
      #"{"size": [200, 40], "root": {"subviews": [{"id": "a", "kind": "label", "text": "\ud83d\ude00 \\ud83d", "frame": [0, 0, 200, 40]}]}}"#
      .write(to: folder.appendingPathComponent("emoji.json"), atomically: true, encoding: .utf8)
    let emoji = try cli.plumbIn(folder, "layout", "emoji.json", "--format", "json")
    #expect(emoji.status == 0, "\(emoji.stderr)")
    // One axis of hugging keeps UIKit's default (251 for a label) on the other.
    try
      "size: [200, 100]\nroot: { subviews: [ { id: a, kind: label, text: Hi, hugging: { vertical: 100 } } ] }\nconstraints:\n  - a.leading = superview.leading\n  - a.trailing <= superview.trailing\n  - a.top = superview.top\n  - a.bottom = superview.bottom\n  - { eq: a.width = 200, priority: 250 }\n"
      .write(to: folder.appendingPathComponent("hug.yaml"), atomically: true, encoding: .utf8)
    let hug = try cli.plumbIn(folder, "layout", "hug.yaml")
    #expect(hug.status == 0, "\(hug.stderr)")
    #expect(hug.stdout.contains("a (label) (0, 0, 16, 100)"), "\(hug.stdout)")
    // An image beside a document named by its bare file name.
    try Self.png(width: 4, height: 4, complete: true).write(to: folder.appendingPathComponent("pic.png"))
    try "root: { subviews: [ { id: a, kind: image, image: pic.png, frame: [0, 0, 10, 10] } ] }\n"
      .write(to: folder.appendingPathComponent("image.yaml"), atomically: true, encoding: .utf8)
    let image = try cli.plumbIn(folder, "layout", "image.yaml")
    #expect(image.status == 0, "\(image.stderr)")
  }

  @Test func nonUTF8DocumentsSayWhere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-latin1-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Array("root:\n  subviews: [ { id: a, text: \"caf".utf8) + [0xE9] + Array("\" } ]\n".utf8))
      .write(to: folder.appendingPathComponent("latin1.yaml"))
    let run = try CommandLineTests().plumbIn(folder, "layout", "latin1.yaml")
    #expect(run.status == 65)
    #expect(
      run.stderr
        == "latin1.yaml:2:34: error: the file is not UTF-8 text (byte 39 is not part of a UTF-8 character); save it as UTF-8\n"
    )
  }

  /// A XIB of one 100×100 view holding `inner` (attributes of the subview and its children).
  static func xib(subview attributes: String = "", _ inner: String = "", root: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <view contentMode="scaleToFill" id="root" \(root)>
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="sub" \(attributes)>
                        <rect key="frame" x="10" y="10" width="20" height="20"/>
                        \(inner)
                    </view>
                </subviews>
            </view>
        </objects>
    </document>
    """
  }

  /// Interface Builder files with numbers and sizes that once crashed every command: each is read without a
  /// crash, `check` reports what it could not use (exit 1) or the file is refused at its place (exit 65).
  static let interfaceBuilderFiles: [(name: String, xib: String, status: Int32, message: String)] = [
    ("white nan", xib(subview: "", "<color key=\"backgroundColor\" white=\"nan\" alpha=\"1\"/>"), 0, ""),
    ("alpha inf", xib(subview: "", "<color key=\"backgroundColor\" white=\"1\" alpha=\"inf\"/>"), 0, ""),
    ("x nan", xib(subview: "", "<rect key=\"frame\" x=\"nan\" y=\"10\" width=\"20\" height=\"20\"/>"), 0, ""),
    (
      "priority 1e19",
      xib().replacingOccurrences(
        of: "</subviews>",
        with:
          "</subviews><constraints><constraint firstItem=\"sub\" firstAttribute=\"width\" constant=\"20\" priority=\"1e19\" id=\"c1\"/></constraints>"
      ),
      1, "bad.xib:11:37: warning: priority 1e19 is not a number from 1 to 1000"
    ),
    (
      "priority inf",
      xib().replacingOccurrences(
        of: "</subviews>",
        with:
          "</subviews><constraints><constraint firstItem=\"sub\" firstAttribute=\"width\" constant=\"20\" priority=\"inf\" id=\"c1\"/></constraints>"
      ),
      1, "warning: priority inf is not a number from 1 to 1000"
    ),
    (
      "constant 1e19",
      xib().replacingOccurrences(
        of: "</subviews>",
        with:
          "</subviews><constraints><constraint firstItem=\"sub\" firstAttribute=\"width\" constant=\"1e19\" id=\"c1\"/></constraints>"
      ),
      1, ""
    ),
    (
      "freeform root 1e19 wide", xib().replacingOccurrences(of: "width=\"100\"", with: "width=\"1e19\""), 0,
      ""
    ),
    (
      // A value Plumb cannot read is a note (UIKit's default used), not a problem that fails the check.
      "hugging nan", xib(subview: "horizontalHuggingPriority=\"nan\""), 0,
      "note: horizontalHuggingPriority=nan is not a priority 1…1000"
    ),
    (
      "10 000 nested views",
      "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>"
        + (0..<10_000).map { "<view id=\"v\($0)\"><subviews>" }.joined()
        + String(repeating: "</subviews></view>", count: 10_000)
        + "</objects></document>",
      65, "bad.xib:2:1689: error: views are nested more than 64 deep (raise the limit with PLUMB_MAX_DEPTH)"
    ),
    (
      "deep plain elements",
      "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"
        + String(repeating: "<a>", count: 20_000) + String(repeating: "</a>", count: 20_000) + "</document>",
      65, "error: elements are nested more than 224 deep"
    ),
    (
      "malformed", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects></document>", 65,
      "bad.xib:1:"
    ),
    ("empty", "", 65, "bad.xib:1:1: error: malformed XML:"),
    // Found by the fuzzer: libxml2 took 00 00 00 3C for UCS-4 and crashed in xmlParseChunk.
    (
      "UCS-4 start", "\0\0\0" + String(repeating: "<", count: 103), 65,
      "bad.xib:1:1: error: malformed XML: a NUL byte; Interface Builder files are UTF-8 text"
    ),
    // Found by the fuzzer: FoundationXML took strlen of the null data of `<?xm0?>`.
    (
      "empty processing instruction",
      "<?xm0?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>", 65,
      "bad.xib:1:1: error: malformed XML: a processing instruction (<?…?>); Interface Builder files have none but the XML declaration"
    ),
    (
      "declared encoding", "<?xml version=\"1.0\" encoding=\"UCS-4\"?>\n<document/>", 65,
      "bad.xib:1:1: error: malformed XML: the file declares the encoding UCS-4; Interface Builder files are UTF-8"
    ),
    (
      "no scenes",
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects/></document>",
      0, "no problems in 0 layouts"
    ),
    // Internal entities nested five deep expand 50 labels of a 5 KB file into megabytes of text.
    (
      "entity amplification",
      xib(subview: "", "<label id=\"l\" text=\"&e3;\"/>").replacingOccurrences(
        of: "?>\n",
        with: "?>\n<!DOCTYPE document [\n<!ENTITY a \"" + String(repeating: "x", count: 100) + "\">\n"
          + (0..<4).map {
            "<!ENTITY e\($0) \"" + String(repeating: $0 == 0 ? "&a;" : "&e\($0 - 1);", count: 10) + "\">\n"
          }
          .joined() + "]>\n"),
      65,
      "bad.xib:2:1: error: malformed XML: a document type declaration (<!DOCTYPE …>); Interface Builder files have none, and its entities are not expanded"
    ),
    (
      "subview reuses the root's id", xib().replacingOccurrences(of: "id=\"sub\"", with: "id=\"root\""), 65,
      "bad.xib:7:17: error: not an Interface Builder document: the id 'root' is used again (first at line 4, column 9); every object has an id of its own"
    ),
  ]

  @Test(arguments: interfaceBuilderFiles.indices)
  func hostileInterfaceBuilderFile(_ index: Int) throws {
    let example = Self.interfaceBuilderFiles[index]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-bad-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try example.xib.write(to: folder.appendingPathComponent("bad.xib"), atomically: true, encoding: .utf8)
    let check = try CommandLineTests().plumbIn(folder, "check", "bad.xib")
    #expect(!check.stderr.contains("Fatal error"), "\(example.name)")
    if example.status == 65 {
      #expect(check.status == 65, "\(example.name): \(check.status) \(check.stderr)")
      #expect(check.stderr.contains(example.message), "\(example.name): \(check.stderr)")
    } else {
      #expect(check.status <= 1, "\(example.name): \(check.status) \(check.stderr)")
      #expect(
        example.message.isEmpty || check.stdout.contains(example.message), "\(example.name): \(check.stdout)")
      // Every command reads it, and the frames are finite numbers.
      let layout = try CommandLineTests().plumbIn(folder, "layout", "bad.xib", "--format", "json")
      #expect(layout.status == 0, "\(example.name): \(layout.stderr)")
      #expect(
        try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) is [String: Any], "\(example.name)")
      for format in ["png", "svg", "pdf"] {
        let render = try CommandLineTests().plumbIn(
          folder, "render", "bad.xib", "-o", "out", "--format", format)
        #expect(
          render.status == 0 || render.status == 65,
          "\(example.name) \(format): \(render.status) \(render.stderr)")
      }
    }
  }

  @Test func interfaceBuilderFilesObeyTheDocumentLimits() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-ib-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Three views, nested two deep.
    let text = Self.xib(
      "<subviews><view id=\"deep\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"5\" height=\"5\"/></view></subviews>"
    )
    try text.write(to: folder.appendingPathComponent("a.xib"), atomically: true, encoding: .utf8)
    let cli = CommandLineTests()
    #expect(try cli.plumbIn(folder, "check", "a.xib").status == 0)
    for (name, value, message) in [
      (
        "PLUMB_MAX_VIEWS", "2",
        "a.xib:9:31: error: the file has more than 2 views (raise the limit with PLUMB_MAX_VIEWS)"
      ),
      (
        "PLUMB_MAX_DEPTH", "1",
        "a.xib:9:21: error: views are nested more than 1 deep (raise the limit with PLUMB_MAX_DEPTH)"
      ),
      (
        "PLUMB_MAX_BYTES", "100",
        "a.xib:1:1: error: the file is \(text.utf8.count) bytes; Interface Builder files are limited to 100 (raise it with PLUMB_MAX_BYTES)"
      ),
    ] {
      let run = try cli.plumbIn(folder, arguments: ["check", "a.xib"], environment: [name: value])
      #expect(run.status == 65, "\(name): \(run.stderr)")
      #expect(run.stderr.contains(message), "\(name): \(run.stderr)")
    }
    // A limit may be any positive number: the element depth it implies saturates rather than overflowing.
    let unlimited = try cli.plumbIn(
      folder, arguments: ["check", "a.xib"], environment: ["PLUMB_MAX_DEPTH": "\(Int.max)"])
    #expect(unlimited.status == 0, "\(unlimited.stderr)")
  }

  /// Size and kind are checked on what a path leads to: a link to a device or to a huge file is refused before
  /// anything is read, and says why.
  @Test func inputsAreMeasuredWhereTheirLinksLead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let huge = folder.appendingPathComponent("huge.bin")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
    for (name, target) in [
      ("zero.yaml", "/dev/zero"), ("zero.xib", "/dev/zero"), ("huge.yaml", huge.path),
      ("huge.storyboard", huge.path),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
    }
    for (file, message) in [
      (
        "zero.yaml",
        "zero.yaml: error: cannot read the file: it is a character device, not a regular file; give a .yaml, .yml or .json document"
      ),
      ("zero.xib", "zero.xib: error: cannot read the file: it is a character device, not a regular file"),
      (
        "huge.yaml",
        "huge.yaml: error: the file is 104857600 bytes; documents are limited to 16777216 bytes"
      ),
      (
        "huge.storyboard",
        "huge.storyboard:1:1: error: the file is 104857600 bytes; Interface Builder files are limited to 16777216"
      ),
    ] {
      let run = try CommandLineTests().plumbIn(folder, "check", file)
      #expect(run.status == 65, "\(file): \(run.stderr)")
      #expect(run.stderr.contains(message), "\(file): \(run.stderr)")
    }
  }

  /// libxml2 stops 10 000 000 bytes into an input it is given whole; Interface Builder files are read to the
  /// byte limit (16 MiB).
  @Test func interfaceBuilderFilesPastTenMillionBytesAreRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-ib-large-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let padding = String(repeating: String(repeating: " ", count: 1023) + "\n", count: 10_500)
    let text = Self.xib().replacingOccurrences(of: "</subviews>", with: padding + "</subviews>")
    #expect(text.utf8.count > 10_700_000)
    try text.write(to: folder.appendingPathComponent("large.xib"), atomically: true, encoding: .utf8)
    let run = try CommandLineTests().plumbIn(folder, "check", "large.xib")
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// Runs that would write images: each fails with its exit code and message, and the output folder (which holds
  /// an earlier render) is left byte for byte as it was.
  struct OutputCase: Sendable, CustomStringConvertible {
    var name: String
    var arguments: [String]
    var environment: [String: String] = [:]
    /// Run under `ulimit -f` (512-byte blocks) with SIGXFSZ ignored, so writes fail as on a full disk.
    var fileSizeLimit: Int? = nil
    var status: Int32
    var message: String
    var description: String { name }
  }

  /// A PNG of an IHDR chunk (then IDAT and IEND when `complete`) claiming `width`×`height`.
  static func png(width: UInt32, height: UInt32, complete: Bool, damage: Bool = false) -> Data {
    func be(_ value: UInt32) -> [UInt8] {
      [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    func crc(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
      }
      return crc ^ 0xFFFF_FFFF
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be(UInt32(data.count)) + body + be(crc(body) ^ (damage ? 1 : 0))
    }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
    if complete {
      bytes += chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }
    return Data(bytes)
  }

  static let outputCases: [OutputCase] = [
    OutputCase(
      name: "invalid document", arguments: ["render", "bad.yaml", "-o", "out"], status: 65,
      message: "bad.yaml:1:7: error: the root view must be a mapping"),
    OutputCase(
      name: "one bad among good", arguments: ["render", "good.yaml", "bad.yaml", "-o", "out"], status: 65,
      message: "bad.yaml:1:7"),
    OutputCase(
      name: "100 MB document", arguments: ["render", "huge.yaml", "-o", "out"], status: 65,
      message: "huge.yaml: error: the file is 104857600 bytes; documents are limited to 16777216 bytes"),
    OutputCase(
      name: "output is a file", arguments: ["render", "good.yaml", "-o", "good.yaml"], status: 2,
      message: "error: the output path good.yaml is a file, not a folder"),
    OutputCase(
      name: "output under /proc", arguments: ["render", "good.yaml", "-o", "/proc/plumb-out"], status: 2,
      message: "/proc/plumb-out"),
    OutputCase(
      name: "missing font folder", arguments: ["render", "good.yaml", "-o", "out", "--font-dir", "no-fonts"],
      status: 2, message: "--font-dir no-fonts is not a folder"),
    OutputCase(
      name: "limit from environment", arguments: ["render", "good.yaml", "-o", "out"],
      environment: ["PLUMB_MAX_VIEWS": "1"], status: 65,
      message: "more than 1 views (DocumentLimits.maximumViews; PLUMB_MAX_VIEWS for plumb)"),
    OutputCase(
      name: "bad limit", arguments: ["render", "good.yaml", "-o", "out"],
      environment: ["PLUMB_MAX_DEPTH": "-3"], status: 2,
      message: "PLUMB_MAX_DEPTH=-3 is not a positive whole number (the default is 64)"),
    OutputCase(
      name: "bad format", arguments: ["render", "good.yaml", "-o", "out", "--format", "gif"], status: 2,
      message: "gif"),
    OutputCase(
      name: "missing image", arguments: ["render", "image.yaml", "-o", "out"], status: 65,
      message: "image 'nowhere.png' is not a readable PNG file"),
    OutputCase(
      name: "pixels over the limit", arguments: ["render", "big.yaml", "-o", "out"], status: 65,
      message:
        "big.yaml: error: the canvas is too large to draw: 10900.0×10900.0 pt at @3.0x as png: 32700×32700 px is 1069290000 pixels, over the limit of 67108864 (raise it with PLUMB_MAX_PIXELS)"
    ),
    OutputCase(
      name: "pixel limit from environment", arguments: ["render", "good.yaml", "-o", "out"],
      environment: ["PLUMB_MAX_PIXELS": "100"], status: 65,
      message: "80×60 px is 4800 pixels, over the limit of 100 (raise it with PLUMB_MAX_PIXELS)"),
    OutputCase(
      name: "bad pixel limit", arguments: ["render", "good.yaml", "-o", "out"],
      environment: ["PLUMB_MAX_PIXELS": "lots"], status: 2,
      message: "PLUMB_MAX_PIXELS=lots is not a positive whole number (the default is 67108864)"),
    OutputCase(
      name: "fit canvas past the limit", arguments: ["render", "fit.yaml", "-o", "out"], status: 65,
      message: "fit.yaml: error: the canvas is too large to draw: 10000000.0×10.0 pt at @2.0x as png"),
    OutputCase(
      name: "vector canvas past the limit",
      arguments: ["render", "fit.yaml", "-o", "out", "--format", "pdf"], status: 65,
      message: "10000000×10 pt has a side over 32767 pt"),
    OutputCase(
      name: "PNG header claims 2^31 pixels", arguments: ["render", "claims.yaml", "-o", "out"], status: 65,
      message:
        "claims.yaml:1:50: error: image 'claims.png' is not a readable PNG file: it claims 2147483647×2147483647 pixels, more than 10 000 000 on a side"
    ),
    OutputCase(
      name: "PNG of too many pixels", arguments: ["render", "many.yaml", "-o", "out"], status: 65,
      message: "error: the PNG image many.png is too large to draw: 16000×16000 px is 256000000 pixels"),
    OutputCase(
      name: "PNG of too many pixels in SVG",
      arguments: ["render", "many.yaml", "-o", "out", "--format", "svg"],
      status: 65,
      message: "error: the PNG image many.png is too large to draw: 16000×16000 px is 256000000 pixels"),
    OutputCase(
      name: "damaged PNG", arguments: ["render", "damaged.yaml", "-o", "out"], status: 65,
      message:
        "damaged.yaml:1:50: error: image 'damaged.png' is not a readable PNG file: it is damaged (a checksum does not match at byte 8)"
    ),
    OutputCase(
      name: "file name too long", arguments: ["render", "good.yaml", "long.yaml", "-o", "out"], status: 2,
      message: "long.yaml: error: cannot write out/long-sss"),
    OutputCase(
      name: "two images one name", arguments: ["render", "good.yaml", "x/good.yaml", "-o", "out"], status: 2,
      message: "two images would be written to out/good.png (from both good.yaml and x/good.yaml)"),
    OutputCase(
      name: "full disk", arguments: ["render", "good.yaml", "text.yaml", "-o", "out", "--scale", "3"],
      fileSizeLimit: 2, status: 2, message: "error: cannot write out/"),
    OutputCase(
      name: "solver work past the limit", arguments: ["render", "good.yaml", "squeezed.yaml", "-o", "out"],
      environment: ["PLUMB_MAX_SOLVER_WORK": "20000"], status: 65,
      message:
        "squeezed.yaml:4:7: error: solving the constraints of stack view 'row' with 60 arranged views rewrote more than 20000 row entries, the solver's work limit (PLUMB_MAX_SOLVER_WORK)"
    ),
    OutputCase(
      name: "select no view",
      arguments: ["render", "good.yaml", "-o", "out", "--overlay", "constraints", "--select", "nobody"],
      status: 2, message: "--select nobody: no view has that id"),
  ]

  @Test(arguments: outputCases)
  func failedRenderLeavesOutputsAlone(_ example: OutputCase) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good =
      "size: [40, 30]\nroot: { color: white, subviews: [ { id: a, color: systemRed, frame: [5, 5, 10, 10] } ] }\n"
    try good.write(to: folder.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
    try "root: 5\n".write(to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    try "root: { subviews: [ { id: a, kind: image, image: nowhere.png } ] }\n".write(
      to: folder.appendingPathComponent("image.yaml"), atomically: true, encoding: .utf8)
    let documents = [
      "big.yaml": "size: [10900, 10900]\nscale: 3\nroot: {}\n",
      "fit.yaml":
        "size: [fit, fit]\nroot: { subviews: [ { id: a } ] }\nconstraints:\n  - a.width = 10000000\n  - a.height = 10\n  - a.leading = superview.leading\n  - a.top = superview.top\n  - a.trailing = superview.trailing\n  - a.bottom = superview.bottom\n",
      "claims.yaml":
        "root: { subviews: [ { id: a, kind: image, image: claims.png, frame: [0, 0, 5, 5] } ] }\n",
      "many.yaml": "root: { subviews: [ { id: a, kind: image, image: many.png, frame: [0, 0, 5, 5] } ] }\n",
      "damaged.yaml":
        "root: { subviews: [ { id: a, kind: image, image: damaged.png, frame: [0, 0, 5, 5] } ] }\n",
      "text.yaml":
        "size: [300, 300]\nroot: { color: white, subviews: [ { id: a, kind: label, text: Hello there, frame: [10, 10, 280, 280], lines: 0, font: { size: 40 } } ] }\n",
      "long.yaml":
        "size: [40, 30]\nroot: {}\nstates:\n  - name: \(String(repeating: "s", count: 300))\n    add: [ { id: b } ]\n",
      "x/good.yaml": good,
      "squeezed.yaml": SolverWorkLimitTests.squeezed,
    ]
    for (name, text) in documents {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try Self.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, complete: false).write(
      to: folder.appendingPathComponent("claims.png"))
    try Self.png(width: 16_000, height: 16_000, complete: true).write(
      to: folder.appendingPathComponent("many.png"))
    try Self.png(width: 4, height: 4, complete: true, damage: true).write(
      to: folder.appendingPathComponent("damaged.png"))
    if example.name == "100 MB document" {
      let huge = folder.appendingPathComponent("huge.yaml")
      #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
      let handle = try FileHandle(forWritingTo: huge)
      try handle.truncate(atOffset: 100 << 20)
      try handle.close()
    }
    // An earlier render, which a failed run must not touch.
    let before = try CommandLineTests().plumbIn(folder, "render", "good.yaml", "-o", "out")
    #expect(before.status == 0, "\(before.stderr)")
    let out = folder.appendingPathComponent("out")
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
        files[name] = try Data(contentsOf: out.appendingPathComponent(name))
      }
      return files
    }
    let earlier = try snapshot()
    #expect(earlier.keys.sorted() == ["good.png"])
    let run: CommandLineTests.Run
    if let blocks = example.fileSizeLimit {
      run = try CommandLineTests().plumbIn(
        folder, arguments: example.arguments, environment: example.environment,
        shell: "trap '' XFSZ; ulimit -f \(blocks); exec \"$0\" \"$@\"")
    } else {
      run = try CommandLineTests().plumbIn(
        folder, arguments: example.arguments, environment: example.environment)
    }
    #expect(run.status == example.status, "\(example.name): exit \(run.status) \(run.stderr)")
    #expect(run.stderr.contains(example.message), "\(example.name): \(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
    #expect(try snapshot() == earlier, "\(example.name) changed the output folder")
    #expect(!FileManager.default.fileExists(atPath: "/proc/plumb-out"))
  }
}

extension CommandLineTests {
  func plumbIn(_ folder: URL, _ arguments: String...) throws -> Run { try plumbIn(folder, arguments) }

  func plumbIn(_ folder: URL, _ arguments: [String]) throws -> Run {
    try plumbIn(folder, arguments: arguments, environment: [:])
  }

  /// Runs plumb in `folder`; with `shell`, through `/bin/sh -c SHELL plumb ARGUMENTS…` (to set limits first).
  func plumbIn(_ folder: URL, arguments: [String], environment: [String: String], shell: String? = nil) throws
    -> Run
  {
    let process = Process()
    if let shell {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shell, Self.binary.path] + arguments
    } else {
      process.executableURL = Self.binary
      process.arguments = arguments
    }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = folder
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

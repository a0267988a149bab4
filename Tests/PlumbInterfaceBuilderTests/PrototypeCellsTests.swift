import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// SelfSizingCells.storyboard: the Cookbook's Self-Sizing Table View Cells recipe (Fixtures/self-sizing-cell.yaml)
// as a UITableViewController on retina4_7 (375 × 667 @2x) whose one prototype cell, SelfSizingCell, holds the
// recipe's labels. The recipe's root is the cell's content view (id ssc-root, userLabel root, margins fixed at 8
// as the document's free canvas has them); the cell adds UIKit's separator, one pixel (0.5 pt) below it.
// Stored frames are the real-font snapshot's (self-sizing-cell in Fixtures/CookbookFrames.json);
// here the fixed measurer lays it out (17 pt: 8.5 per character, a line 20.287 → 20.5).
@Suite struct PrototypeCellsTests {
  // These tests check UIKit's sizing of cells in the running app, so they read files on the runtime canvas.
  func document(_ xml: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
    -> InterfaceBuilderDocument
  {
    var options = options
    options.canvasMode = .runtime
    return try PlumbInterfaceBuilderTests.document(xml, options: options)
  }

  func fixture(_ name: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
    -> InterfaceBuilderDocument
  {
    var options = options
    options.canvasMode = .runtime
    return try PlumbInterfaceBuilderTests.fixture(name, options: options)
  }

  static let cellName = "Self-Sizing Table View Cells/SelfSizingCell"

  @Test func eachPrototypeIsAScreenAfterItsTable() throws {
    let doc = try fixture("SelfSizingCells.storyboard")
    #expect(doc.scenes.map(\.id) == ["ssc-scene", "ssc-scene/SelfSizingCell"])
    #expect(doc.scenes.map(\.displayName) == ["Self-Sizing Table View Cells", Self.cellName])
    #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    let cell = try #require(doc.scene(named: Self.cellName))
    #expect(doc.scene(named: "ssc-scene/SelfSizingCell") === cell)
    #expect(cell.reuseIdentifier == "SelfSizingCell")
    #expect(doc.scenes[0].reuseIdentifier == nil)
    #expect(cell.root.identifier == "ssc-cell")
    #expect(cell.object("ssc-cell")?.className == "UITableViewCell")
    #expect(
      cell.canvas.height == .fit && cell.canvas.width == .points(375) && !cell.canvas.isViewControllerRoot)
    for scene in doc.scenes { #expect(scene.warnings.isEmpty, "\(scene.id): \(scene.warnings)") }
  }

  /// The table's own scene is the table as a plain view: no cells, nothing to report.
  @Test func tableSceneIsThePlainTable() throws {
    let result = layout(try fixture("SelfSizingCells.storyboard").scenes[0])
    #expect(result.views.map(\.id) == ["ssc-table"])
    #expect(frame(result, "ssc-table") == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  @Test func cellSizesToItsContent() throws {
    let scene = try #require(try fixture("SelfSizingCells.storyboard").scene(named: Self.cellName))
    let result = layout(scene)
    // title: "Self-sizing cells", 17 × 8.5 = 144.5 < 359, one line: 20.5.
    #expect(frame(result, "ssc-title") == Rect(x: 8, y: 8, width: 359, height: 20.5))
    // body at 375 − 8 − 8 = 359 (42 characters a line): 39 + 41 + 40 characters, three lines:
    // 3 × 20.287 = 60.86 → 61; top 8 + 20.5 + 8 = 36.5.
    #expect(frame(result, "ssc-body") == Rect(x: 8, y: 36.5, width: 359, height: 61))
    // Content view 36.5 + 61 + 8 = 105.5; the cell adds the 0.5 pt separator: 106.
    #expect(frame(result, "ssc-root") == Rect(x: 0, y: 0, width: 375, height: 105.5))
    #expect(result.canvasSize == Size(width: 375, height: 106))
    #expect(result.views.allSatisfy { !$0.isAmbiguous })
    // Text heights differ from the real-font stored frames, so only those views differ from them: Plumb's notes
    // (the file marks no view misplaced), none a problem.
    #expect(Set(result.notes.flatMap(\.views)) == ["ssc-root", "ssc-title", "ssc-body"])
    #expect(result.views.allSatisfy { !$0.isMisplaced })
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(result.isSettled)
  }

  /// Stored frames are the recipe document's real-font frames, the content view being the document's root.
  @Test func storedFramesAreTheRecipesFrames() throws {
    let scene = try #require(try fixture("SelfSizingCells.storyboard").scene(named: Self.cellName))
    let snapshot = try CookbookRecipesStoryboardTests.snapshot("self-sizing-cell")
    let result = layout(scene)
    for (id, label) in [("ssc-root", "root"), ("ssc-title", "title"), ("ssc-body", "body")] {
      #expect(scene.object(id)?.name == label)
      #expect(result.view(id)?.expectedFrame == snapshot.views[label], "\(label)")
    }
  }

  /// The width is the table's laid-out width: another device makes the cell as wide as its table.
  @Test func widthFollowsTheTable() throws {
    let doc = try fixture("SelfSizingCells.storyboard", options: InterfaceBuilderOptions(device: .iPhone15))
    let cell = try #require(doc.scene(named: Self.cellName))
    let result = layout(cell)
    #expect(result.canvasSize.width == 393)
    #expect(frame(result, "ssc-body").width == 377)
    // Stored frames were drawn at 375, so they are not expected at 393.
    #expect(result.views.allSatisfy { $0.expectedFrame == nil && !$0.isMisplaced })
    // The separator is one pixel at @3x.
    #expect(abs(exact(result, "ssc-cell").height - exact(result, "ssc-root").height - 1.0 / 3) < 1e-9)
  }

  /// A table inset by constraints gives its cells its laid-out width, not its (stale) stored width.
  @Test func widthComesFromTheLaidOutTableFrame() throws {
    let doc = try document(
      Self.storyboard(
        table: #"translatesAutoresizingMaskIntoConstraints="NO""#, tableFrame: "375",
        cells: Self.card("Card"),
        rootConstraints: """
          <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>
          <constraint firstAttribute="trailing" secondItem="tv" secondAttribute="trailing" constant="20" id="r2"/>
          <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" id="r3"/>
          <constraint firstAttribute="bottom" secondItem="tv" secondAttribute="bottom" id="r4"/>
          """))
    #expect(doc.scenes.map(\.displayName) == ["Table", "Table/Card"])
    let result = layout(try #require(doc.scene(named: "Table/Card")))
    // 375 − 20 − 20 = 335; the content view's 30 pt box in 8 pt margins: 46, plus the 0.5 separator.
    #expect(result.canvasSize == Size(width: 335, height: 46.5))
    #expect(frame(result, "box") == Rect(x: 8, y: 8, width: 319, height: 30))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  /// Content pinned from the top only: UIKit collapses the content view to zero, says so, and uses 44.
  @Test func contentThatDoesNotDecideTheHeightIsAmbiguous() throws {
    let cell = """
      <tableViewCell reuseIdentifier="Loose" id="cell">
          <rect key="frame" x="0.0" y="28" width="375" height="44"/>
          <tableViewCellContentView key="contentView" tableViewCell="cell" id="cv">
              <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                      <rect key="frame" x="8" y="8" width="359" height="20"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="8" id="c1"/>
                  <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="c2"/>
                  <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="c3"/>
                  <constraint firstItem="box" firstAttribute="height" constant="20" id="c4"/>
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      """
    let scene = try #require(try document(Self.storyboard(cells: cell)).scene(named: "Table/Loose"))
    let result = layout(scene)
    #expect(result.canvasSize == Size(width: 375, height: 44))
    #expect(frame(result, "cv") == Rect(x: 0, y: 0, width: 375, height: 43.5))
    #expect(result.view("cv")?.isAmbiguous == true)
    let diagnostic = try #require(result.diagnostics.first { $0.kind == .ambiguous })
    #expect(diagnostic.message.contains("ambiguously suggest a height of zero"))
    #expect(diagnostic.message.contains("standard height 44 pt"))
    #expect(diagnostic.message.contains("Loose (cell)"))
    #expect(diagnostic.views == ["cv"])
  }

  /// A bottom that may sit anywhere below the content: the compressed height is used and reported.
  @Test func contentWithAnOpenBottomIsAmbiguous() throws {
    let cell = Self.card("Open", bottom: #"relation="greaterThanOrEqual""#)
    let result = layout(try #require(try document(Self.storyboard(cells: cell)).scene(named: "Table/Open")))
    // systemLayoutSizeFitting takes the smallest: 8 + 30 + 8 = 46, plus the separator.
    #expect(result.canvasSize == Size(width: 375, height: 46.5))
    let diagnostic = try #require(result.diagnostics.first { $0.kind == .ambiguous })
    #expect(diagnostic.message.contains("ambiguous height"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains("46 pt and more"), "\(diagnostic.message)")
    #expect(result.view("cv")?.ambiguousVariables == ["Height"])
  }

  /// A fixed `rowHeight` on the table turns self-sizing off; `separatorStyle="none"` drops the separator.
  @Test func fixedRowHeightAndNoSeparator() throws {
    let fixed = try document(Self.storyboard(rowHeight: "60", cells: Self.card("Card")))
    let tall = layout(try #require(fixed.scene(named: "Table/Card")))
    #expect(tall.canvasSize.height == 60)
    #expect(frame(tall, "cv").height == 59.5)
    let plain = try document(Self.storyboard(table: #"separatorStyle="none""#, cells: Self.card("Card")))
    let flush = layout(try #require(plain.scene(named: "Table/Card")))
    #expect(flush.canvasSize.height == 46)
    #expect(frame(flush, "cv").height == 46)
  }

  @Test func tablesWithoutPrototypesStayOneScene() throws {
    let none = try document(Self.storyboard(cells: nil))
    #expect(none.scenes.map(\.id) == ["s1"])
    #expect(none.scenes[0].warnings.isEmpty, "\(none.scenes[0].warnings)")
    let empty = try document(Self.storyboard(cells: ""))
    #expect(empty.scenes.map(\.id) == ["s1"])
    #expect(layout(empty.scenes[0]).diagnostics.isEmpty)
  }

  @Test func cellProblemsAreWarnedWithWhere() throws {
    let cells = """
      <tableViewCell style="IBUITableViewCellStyleSubtitle" accessoryType="disclosureIndicator" reuseIdentifier="Sub" id="sub">
          <rect key="frame" x="0.0" y="28" width="375" height="44"/>
          <tableViewCellContentView key="contentView" tableViewCell="sub" id="sub-cv">
              <rect key="frame" x="0.0" y="0.0" width="348" height="44"/>
              <subviews>
                  <label text="Title" id="sub-tl" key="textLabel">
                      <rect key="frame" x="16" y="6" width="25" height="20"/>
                  </label>
              </subviews>
          </tableViewCellContentView>
      </tableViewCell>
      <tableViewCell id="anon">
          <rect key="frame" x="0.0" y="72" width="375" height="44"/>
          <tableViewCellContentView key="contentView" tableViewCell="anon" id="anon-cv">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="anon-box">
                      <rect key="frame" x="8" y="8" width="359" height="28"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="anon-box" firstAttribute="leading" secondItem="anon-cv" secondAttribute="leadingMargin" id="a1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="anon-box" secondAttribute="trailing" id="a2"/>
                  <constraint firstItem="anon-box" firstAttribute="top" secondItem="anon-cv" secondAttribute="topMargin" id="a3"/>
                  <constraint firstAttribute="bottomMargin" secondItem="anon-box" secondAttribute="bottom" id="a4"/>
                  <constraint firstItem="anon-box" firstAttribute="height" constant="28" id="a5"/>
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      \(Self.card("Sub", id: "dup"))
      <view id="stray"/>
      """
    let doc = try document(Self.storyboard(table: #"style="insetGrouped""#, cells: cells))
    #expect(doc.scenes.map(\.id) == ["s1", "s1/Sub", "s1/anon", "s1/Sub-dup"])
    let table = doc.scenes[0].warnings.map(\.message)
    #expect(table.contains { $0.contains("<view> in the prototypes of tableView tv is ignored") }, "\(table)")
    // Accessories, cell styles, the table's margins and the inset are modelled: nothing is warned.
    let sub = doc.scenes[1].warnings.map(\.message)
    #expect(sub.isEmpty, "\(sub)")
    let anon = doc.scenes[2].warnings.map(\.message)
    #expect(anon.contains { $0.contains("no reuseIdentifier; its screen is named anon") }, "\(anon)")
    #expect(!anon.contains { $0.contains("margins") }, "\(anon)")
    let dup = doc.scenes[3].warnings.map(\.message)
    #expect(
      dup.contains { $0.contains("Sub names another cell of this scene; this screen is named Sub-dup") },
      "\(dup)")
    // Every warning says where.
    #expect(doc.scenes.flatMap(\.warnings).allSatisfy { $0.line > 0 && $0.column > 0 })
    // The anonymous cell's content view has the table's margins: 11 + 28 + 11, plus the separator; the
    // insetGrouped table insets its sections 16 pt from each side, so the cell is 375 − 32 wide.
    let anonResult = layout(doc.scenes[2])
    #expect(anonResult.canvasSize == Size(width: 343, height: 50.5))
    #expect(frame(anonResult, "anon-box") == Rect(x: 16, y: 11, width: 311, height: 28))
    // The Subtitle cell's stored content width gives its disclosure indicator 375 − 348 = 27 pt.
    let subResult = layout(doc.scenes[1])
    #expect(frame(subResult, "sub-cv").width == 343 - 27)
    #expect(frame(subResult, "sub-tl").minX == 16)
    for scene in doc.scenes { _ = layout(scene) }
  }

  /// Cells in a collection view's `<prototypes>` (not what Xcode writes) are warned, not laid out.
  @Test func misplacedCellListsAreWarned() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController title="Grid" id="vc">
                          <view key="view" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <collectionView id="cv" translatesAutoresizingMaskIntoConstraints="NO">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                      <prototypes>
                                          <collectionViewCell reuseIdentifier="Tile" id="tile"/>
                                      </prototypes>
                                  </collectionView>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let doc = try document(xml)
    #expect(doc.scenes.map(\.id) == ["s1"])
    #expect(
      doc.scenes[0].warnings.contains {
        $0.message.contains("<prototypes> cells of collectionView cv are not laid out")
      })
  }

  // MARK: - Inline documents

  /// A cell whose content view holds a 30 pt tall box pinned to its 8 pt margins.
  static func card(_ reuse: String, id: String = "cell", bottom: String = "") -> String {
    let cv = id == "cell" ? "cv" : "\(id)-cv"
    let box = id == "cell" ? "box" : "\(id)-box"
    return """
      <tableViewCell reuseIdentifier="\(reuse)" id="\(id)">
          <rect key="frame" x="0.0" y="28" width="375" height="46.5"/>
          <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="\(cv)">
              <rect key="frame" x="0.0" y="0.0" width="375" height="46"/>
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                      <rect key="frame" x="8" y="8" width="359" height="30"/>
                  </view>
              </subviews>
              <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
              <constraints>
                  <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(cv)" secondAttribute="leadingMargin" id="\(id)-c1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="\(box)" secondAttribute="trailing" id="\(id)-c2"/>
                  <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(cv)" secondAttribute="topMargin" id="\(id)-c3"/>
                  <constraint firstAttribute="bottomMargin" \(bottom) secondItem="\(box)" secondAttribute="bottom" id="\(id)-c4"/>
                  <constraint firstItem="\(box)" firstAttribute="height" constant="30" id="\(id)-c5"/>
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      """
  }

  /// A view controller titled "Table" (free 375 × 667 canvas) holding table view `tv` with `cells` as its
  /// prototypes (nil: no `<prototypes>` element).
  static func storyboard(
    table: String = "", rowHeight: String = "-1", tableFrame: String = "375", cells: String?,
    rootConstraints: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController title="Table" id="vc">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView \(table) rowHeight="\(rowHeight)" estimatedRowHeight="-1" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="\(tableFrame)" height="667"/>
                                    \(cells.map { "<prototypes>\($0)</prototypes>" } ?? "")
                                </tableView>
                            </subviews>
                            <constraints>\(rootConstraints)</constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }
}

extension PrototypeCellsTests {
  /// A fixed row height the content cannot fit: UIKit keeps the cell's frame for its content view and breaks one of
  /// the content's own constraints (the familiar 'UIView-Encapsulated-Layout-Height' log), so the pins that stand
  /// for that frame are the system's, not the user's, and are neither broken nor drawn as the user's.
  @Test func aRowTooShortForItsContentBreaksTheContentsConstraintNotThePins() throws {
    let doc = try document(Self.storyboard(rowHeight: "30", cells: Self.card("Card")))
    let (engine, result) = try #require(doc.scene(named: "Table/Card")).layoutWithEngine()
    #expect(result.canvasSize.height == 30)
    let report = engine.constraintReport()
    let pins = report.filter { $0.identifier?.hasPrefix("UITableViewCell-contentView") == true }
    #expect(pins.count == 4)
    #expect(
      pins.allSatisfy { $0.origin == LayoutConstraint.Origin.encapsulation && $0.status != .broken },
      "\(pins)")
    let broken = report.filter { $0.status == .broken }
    #expect(broken.count == 1)
    // One of the box's own constraints (its height, or its top or bottom margin), as UIKit's log would name.
    #expect(
      broken.allSatisfy {
        $0.origin == LayoutConstraint.Origin.user && ($0.firstItem == "box" || $0.secondItem == "box")
      },
      "\(broken)")
    #expect(frame(result, "cv").height == 29.5)
  }
}

import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Table-derived margins, accessories, built-in styles, static table cells and collection view cells, in
// storyboards written here in Xcode's current format. Free 375 × 667 canvas (compact width, @2x) unless a test
// says otherwise; the fixed measurer gives 17 pt text 8.5 pt a character and 20.5 pt a line (12 pt: 6 and 14.5).
@Suite struct CellFeaturesTests {
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

  // MARK: - Table-provided margins

  /// A content view without its own margins gets the table's: 16 pt leading and trailing on a compact-width
  /// screen, 11 pt top and bottom.
  @Test func contentViewTakesTheTablesMargins() throws {
    let result = layout(try cell(Self.marginCard("M"), named: "Table/M"))
    #expect(frame(result, "M-box") == Rect(x: 16, y: 11, width: 343, height: 28))
    #expect(frame(result, "M-cv") == Rect(x: 0, y: 0, width: 375, height: 50))
    #expect(result.canvasSize == Size(width: 375, height: 50.5))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  /// On a regular-width screen the table's margins are 20.
  @Test func regularWidthMarginsAreTwenty() throws {
    let doc = try document(
      Self.table(body: "<prototypes>\(Self.marginCard("M"))</prototypes>"),
      options: InterfaceBuilderOptions(device: .iPad9))
    let result = layout(try #require(doc.scene(named: "Table/M")))
    // The table keeps its stored 375 pt width (it is frame-placed with no flexible width).
    #expect(frame(result, "M-box") == Rect(x: 20, y: 11, width: 335, height: 28))
  }

  /// Margins the table sets in the document are its cells' horizontal margins.
  @Test func tableLayoutMarginsAreTheCellsMargins() throws {
    let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="30" bottom="0.0" right="10"/>"#
    let doc = try document(Self.table(body: "<prototypes>\(Self.marginCard("M"))</prototypes>\(margins)"))
    let result = layout(try #require(doc.scene(named: "Table/M")))
    #expect(frame(result, "M-box") == Rect(x: 30, y: 11, width: 335, height: 28))
  }

  /// Fixed margins on the content view win; with `preservesSuperviewLayoutMargins` the cell's (the table's 16
  /// horizontally, UIView's 8 vertically) are the least, less how far the content view is inset from the cell
  /// (the 0.5 pt separator at the bottom: 7.5).
  @Test func fixedAndPreservedMargins() throws {
    let fixed = #"<edgeInsets key="layoutMargins" top="4" left="4" bottom="4" right="4"/>"#
    let own = layout(try cell(Self.marginCard("F", contentExtra: fixed), named: "Table/F"))
    #expect(frame(own, "F-box") == Rect(x: 4, y: 4, width: 367, height: 28))
    #expect(own.canvasSize.height == 36.5)
    let preserved = layout(
      try cell(
        Self.marginCard(
          "P", contentAttributes: #"preservesSuperviewLayoutMargins="YES""#, contentExtra: fixed),
        named: "Table/P"))
    #expect(frame(preserved, "P-box") == Rect(x: 16, y: 8, width: 343, height: 28))
    // 8 + 28 + 7.5 + 0.5.
    #expect(preserved.canvasSize.height == 44)
  }

  // MARK: - Accessories

  /// The content view is narrower by the accessory: the stored frames' difference when Xcode stored one, else
  /// Plumb's table (34, 40, 48, 68); on the trailing side, so right to left it moves right.
  @Test func accessoriesNarrowTheContentView() throws {
    func width(_ accessory: String, storedContent: Double = 375, options: InterfaceBuilderOptions = .init())
      throws
      -> Rect
    {
      let card = Self.edgeCard(
        "A", cellAttributes: #"accessoryType="\#(accessory)""#, contentWidth: storedContent)
      let doc = try document(Self.table(body: "<prototypes>\(card)</prototypes>"), options: options)
      let result = layout(try #require(doc.scene(named: "Table/A")))
      #expect(frame(result, "A-box").width == frame(result, "A-cv").width)
      return frame(result, "A-cv")
    }
    #expect(try width("disclosureIndicator") == Rect(x: 0, y: 0, width: 341, height: 30))
    #expect(try width("checkmark").width == 335)
    #expect(try width("detailButton").width == 327)
    #expect(try width("detailDisclosureButton").width == 307)
    #expect(try width("none").width == 375)
    // Xcode 11+ stores 348.5 of 375 for a disclosure indicator: 26.5 pt.
    #expect(try width("disclosureIndicator", storedContent: 348.5).width == 348.5)
    let rtl = try width(
      "disclosureIndicator", options: InterfaceBuilderOptions(layoutDirection: .rightToLeft))
    #expect(rtl == Rect(x: 34, y: 0, width: 341, height: 30))
  }

  @Test func editingAndUnknownAccessories() throws {
    let editing = Self.edgeCard("E", cellAttributes: #"editingAccessoryType="checkmark""#)
    let bogus = Self.edgeCard("B", cellAttributes: #"accessoryType="sparkles""#)
    let doc = try document(Self.table(body: "<prototypes>\(editing)\(bogus)</prototypes>"))
    // Cells are drawn not editing: the editing accessory changes nothing and needs no warning.
    let e = try #require(doc.scene(named: "Table/E"))
    #expect(e.warnings.isEmpty, "\(e.warnings)")
    #expect(frame(layout(e), "E-cv").width == 375)
    let b = try #require(doc.scene(named: "Table/B"))
    #expect(
      b.warnings.map(\.message) == [
        "unknown accessoryType sparkles; the content view takes the cell's full width"
      ])
    #expect(b.warnings.first?.objectID == "B")
    #expect(frame(layout(b), "B-cv").width == 375)
  }

  // MARK: - Built-in styles

  /// Basic: the title spans the content view between its margins (as Xcode stores it), the row at least 44.
  @Test func basicStyle() throws {
    let result = layout(try cell(Self.styled("Basic", .basic, text: "Title"), named: "Table/Basic"))
    #expect(frame(result, "Basic-tl") == Rect(x: 16, y: 0, width: 343, height: 43.5))
    #expect(result.canvasSize == Size(width: 375, height: 44))
    // Xcode's stored frames are where Plumb puts the views.
    #expect(result.notes.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  /// A multi-line Basic title grows the row to its text (Plumb adds no padding; see README).
  @Test func basicStyleGrowsWithItsText() throws {
    // 343 pt = 40 characters a line: three lines, 3 × 20.287 = 60.86 → 61.
    let text = String(repeating: "abcdefghi ", count: 11)
    let result = layout(
      try cell(
        Self.styled("Long", .basic, text: text, textAttributes: #"numberOfLines="0""#), named: "Table/Long"))
    #expect(frame(result, "Long-tl") == Rect(x: 16, y: 0, width: 343, height: 61))
    #expect(result.canvasSize.height == 61.5)
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
  }

  /// Basic with an image: image at the leading margin, centred; the title 15 pt after it.
  @Test func basicStyleWithImage() throws {
    let result = layout(
      try cell(Self.styled("Img", .basic, text: "Title", image: "star"), named: "Table/Img"))
    // The 28 × 27.5 image centred in 43.5: y = 8.
    #expect(frame(result, "Img-iv") == Rect(x: 16, y: 8, width: 28, height: 27.5))
    #expect(frame(result, "Img-tl") == Rect(x: 59, y: 0, width: 300, height: 43.5))
  }

  /// Subtitle: title over detail (12 pt from `pointSize="0.0"`... the detail is written 12), the pair centred.
  @Test func subtitleStyle() throws {
    let result = layout(
      try cell(
        Self.styled("Sub", .subtitle, text: "Title", detail: "Subtitle", detailSize: "12"), named: "Table/Sub"
      ))
    // 20.5 + 14.5 = 35 in 43.5: 4.25 above.
    #expect(close(exact(result, "Sub-tl"), Rect(x: 16, y: 4.25, width: 42.5, height: 20.5)))
    #expect(close(exact(result, "Sub-dl"), Rect(x: 16, y: 24.75, width: 48, height: 14.5)))
    #expect(result.canvasSize.height == 44)
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
  }

  /// Value1 (Right Detail): title at the leading margin, detail against the trailing margin, both centred.
  @Test func value1Style() throws {
    let result = layout(
      try cell(Self.styled("V1", .value1, text: "Title", detail: "Detail"), named: "Table/V1"))
    #expect(close(exact(result, "V1-tl"), Rect(x: 16, y: 11.5, width: 42.5, height: 20.5)))
    // "Detail" from pointSize 0: 17 pt, 6 × 8.5 = 51; 375 − 16 − 51 = 308.
    #expect(close(exact(result, "V1-dl"), Rect(x: 308, y: 11.5, width: 51, height: 20.5)))
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
  }

  /// Value1 with texts too long for the row: the detail gives way, 8 pt after the title.
  @Test func value1DetailGivesWay() throws {
    let title = String(repeating: "t", count: 30)  // 255 pt
    let result = layout(
      try cell(
        Self.styled("V1", .value1, text: title, detail: String(repeating: "d", count: 20)), named: "Table/V1")
    )
    #expect(close(exact(result, "V1-tl"), Rect(x: 16, y: 11.5, width: 255, height: 20.5)))
    // 16 + 255 + 8 = 279 to 359.
    #expect(close(exact(result, "V1-dl"), Rect(x: 279, y: 11.5, width: 80, height: 20.5)))
    #expect(result.views.allSatisfy { !$0.isAmbiguous })
  }

  /// Value2 (Left Detail): a right-aligned 12 pt title in a 91 pt column, the detail 6 pt after it.
  @Test func value2Style() throws {
    let scene = try cell(Self.styled("V2", .value2, text: "Title", detail: "Detail"), named: "Table/V2")
    let result = layout(scene)
    #expect(close(exact(result, "V2-tl"), Rect(x: 16, y: 14.5, width: 91, height: 14.5)))
    #expect(close(exact(result, "V2-dl"), Rect(x: 113, y: 11.5, width: 51, height: 20.5)))
    #expect(scene.root.subtree.first { $0.identifier == "V2-tl" }?.text?.alignment == .right)
    // Right to left the column is on the right and its text aligned toward the detail, to the left.
    let cell = Self.styled("V2", .value2, text: "Title", detail: "Detail")
    let rtl = try document(
      Self.table(body: "<prototypes>\(cell)</prototypes>"),
      options: InterfaceBuilderOptions(layoutDirection: .rightToLeft))
    let mirrored = try #require(rtl.scene(named: "Table/V2"))
    let flipped = layout(mirrored)
    #expect(close(exact(flipped, "V2-tl"), Rect(x: 268, y: 14.5, width: 91, height: 14.5)))
    #expect(close(exact(flipped, "V2-dl"), Rect(x: 211, y: 11.5, width: 51, height: 20.5)))
    #expect(mirrored.root.subtree.first { $0.identifier == "V2-tl" }?.text?.alignment == .left)
  }

  /// A fixed row height keeps its height with a built-in style (no 44 pt minimum is added).
  @Test func builtInStyleInAFixedRow() throws {
    let doc = try document(
      Self.table(
        rowHeight: "30",
        body: "<prototypes>\(Self.styled("F", .value1, text: "Title", detail: "D"))</prototypes>"))
    let result = layout(try #require(doc.scene(named: "Table/F")))
    #expect(result.canvasSize.height == 30)
    #expect(close(exact(result, "F-tl"), Rect(x: 16, y: 4.5, width: 42.5, height: 20.5)))
    #expect(result.diagnostics.allSatisfy { $0.kind == .misplaced }, "\(result.diagnostics.map(\.message))")
  }

  /// A built-in style's placement is the cell's, not the user's: nothing in a styled cell without constraints of
  /// its own is a user constraint, so diagrams draw none (Interface Builder shows none either).
  @Test func builtInStylesPlacementIsTheCells() throws {
    let doc = try document(
      Self.table(body: "<prototypes>\(Self.styled("F", .value1, text: "Title", detail: "D"))</prototypes>"))
    let (engine, _) = try #require(doc.scene(named: "Table/F")).layoutWithEngine()
    let report = engine.constraintReport()
    let style = report.filter { $0.identifier?.hasPrefix("UITableViewCell-") == true }
    #expect(!style.isEmpty)
    #expect(style.allSatisfy { $0.origin.isSystem }, "\(style)")
    #expect(
      report.allSatisfy { $0.origin != LayoutConstraint.Origin.user },
      "\(report.filter { $0.origin == .user })")
  }

  @Test func unknownStyleKeepsStoredFrames() throws {
    let xml = Self.styled("U", .basic, text: "Title").replacingOccurrences(
      of: "IBUITableViewCellStyleDefault", with: "IBUITableViewCellStyleFancy")
    let scene = try cell(xml, named: "Table/U")
    #expect(
      scene.warnings.map(\.message) == [
        "unknown cell style IBUITableViewCellStyleFancy; its views keep their stored frames"
      ])
    #expect(frame(layout(scene), "U-tl") == Rect(x: 16, y: 0, width: 343, height: 43.5))
  }

  // MARK: - Static cells

  /// A static table's cells are screens named `<scene>/<section>-<row>`; a cell's own `rowHeight` is its height.
  @Test func staticCellsAreScreens() throws {
    let body = """
      <sections>
          <tableViewSection headerTitle="Account" id="sec0">
              <cells>
                  \(Self.styled("Name", .value1, text: "Name", detail: "Ada"))
                  \(Self.marginCard("Bio", cellAttributes: #"rowHeight="80""#))
              </cells>
          </tableViewSection>
          <tableViewSection id="sec1">
              <cells>\(Self.marginCard("About"))</cells>
          </tableViewSection>
      </sections>
      """
    let doc = try document(Self.table(tableAttributes: #"dataMode="static" style="grouped""#, body: body))
    #expect(doc.scenes.map(\.id) == ["s1", "s1/0-0", "s1/0-1", "s1/1-0"])
    #expect(doc.scenes.map(\.displayName) == ["Table", "Table/0-0", "Table/0-1", "Table/1-0"])
    for scene in doc.scenes { #expect(scene.warnings.isEmpty, "\(scene.id): \(scene.warnings)") }
    #expect(doc.scenes[1].reuseIdentifier == "Name")
    let name = layout(doc.scenes[1])
    #expect(close(exact(name, "Name-dl"), Rect(x: 333.5, y: 11.5, width: 25.5, height: 20.5)))
    let bio = layout(doc.scenes[2])
    #expect(bio.canvasSize == Size(width: 375, height: 80))
    #expect(frame(bio, "Bio-cv").height == 79.5)
    #expect(layout(doc.scenes[3]).canvasSize == Size(width: 375, height: 50.5))
    // The table's scene still shows the plain table.
    #expect(layout(doc.scenes[0]).views.map(\.id) == ["root", "tv"])
  }

  @Test func strayElementsInSectionsAreWarned() throws {
    let body = """
      <sections>
          <tableViewSection id="sec0">
              <cells><view id="junk"/>\(Self.marginCard("Only", cellAttributes: #"rowHeight="inf""#))</cells>
              <string key="bogus">x</string>
          </tableViewSection>
          <label id="odd"/>
      </sections>
      """
    let doc = try document(Self.table(tableAttributes: #"dataMode="static""#, body: body))
    #expect(doc.scenes.map(\.id) == ["s1", "s1/0-0"])
    let warnings = doc.scenes[0].warnings.map(\.message)
    #expect(warnings.contains("<view> in the cells of a tableViewSection is ignored"), "\(warnings)")
    #expect(warnings.contains("<string> in a tableViewSection is ignored"), "\(warnings)")
    #expect(warnings.contains("<label> in the sections of tableView tv is ignored"), "\(warnings)")
    // An infinite row height is no height: the cell sizes itself.
    #expect(layout(doc.scenes[1]).canvasSize == Size(width: 375, height: 50.5))
  }

  // MARK: - Collection view cells

  /// Without an estimate a cell is the flow layout's `itemSize`, or the `customSize` Xcode writes for a cell
  /// resized on the canvas.
  @Test func collectionCellsTakeTheItemSize() throws {
    let doc = try document(
      Self.collection(
        layout: Self.flow(itemSize: "100x80"),
        cells: Self.tile("Fixed", size: "100x80") + Self.tile("Custom", size: "150x60", custom: true)))
    #expect(doc.scenes.map(\.id) == ["s1", "s1/Fixed", "s1/Custom"])
    for scene in doc.scenes { #expect(scene.warnings.isEmpty, "\(scene.id): \(scene.warnings)") }
    let fixed = layout(doc.scenes[1])
    #expect(fixed.canvasSize == Size(width: 100, height: 80))
    #expect(frame(fixed, "Fixed-cv") == Rect(x: 0, y: 0, width: 100, height: 80))
    #expect(frame(fixed, "Fixed-box") == Rect(x: 10, y: 10, width: 80, height: 60))
    #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics.map(\.message))")
    let custom = layout(doc.scenes[2])
    #expect(custom.canvasSize == Size(width: 150, height: 60))
    #expect(frame(custom, "Custom-box") == Rect(x: 10, y: 10, width: 130, height: 40))
    #expect(doc.scenes[2].object("Custom")?.className == "UICollectionViewCell")
  }

  /// With Xcode's "Estimate Size: Automatic" the cell sizes to its content in both axes (a 17 pt "Hello" inside
  /// 8 pt margins: 42.5 + 16 by 20.5 + 16).
  @Test func automaticEstimateSelfSizes() throws {
    let doc = try document(
      Self.collection(
        layout: Self.flow(itemSize: "128x128", extra: #"automaticEstimatedItemSize="YES""#),
        cells: Self.labelTile("Auto")))
    let result = layout(try #require(doc.scene(named: "Grid/Auto")))
    #expect(result.canvasSize == Size(width: 58.5, height: 36.5))
    #expect(frame(result, "Auto-label") == Rect(x: 8, y: 8, width: 42.5, height: 20.5))
    // Stored at 58.5 × 36.5, so Xcode's frames are expected, and met.
    #expect(result.view("Auto-label")?.expectedFrame != nil)
    #expect(result.notes.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  /// An explicit `estimatedItemSize` is the target: an axis the content does not decide keeps the estimate.
  @Test func estimatedItemSizeIsTheTarget() throws {
    let tile = """
      <collectionViewCell reuseIdentifier="Bar" id="Bar">
          <rect key="frame" x="0.0" y="0.0" width="120" height="50"/>
          <collectionViewCellContentView key="contentView" id="Bar-cv">
              <rect key="frame" x="0.0" y="0.0" width="120" height="50"/>
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="Bar-box">
                      <rect key="frame" x="40" y="0.0" width="40" height="30"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="Bar-box" firstAttribute="top" secondItem="Bar-cv" secondAttribute="top" id="Bar-c1"/>
                  <constraint firstAttribute="bottom" secondItem="Bar-box" secondAttribute="bottom" id="Bar-c2"/>
                  <constraint firstItem="Bar-box" firstAttribute="centerX" secondItem="Bar-cv" secondAttribute="centerX" id="Bar-c3"/>
                  <constraint firstItem="Bar-box" firstAttribute="width" constant="40" id="Bar-c4"/>
                  <constraint firstItem="Bar-box" firstAttribute="height" constant="30" id="Bar-c5"/>
              </constraints>
          </collectionViewCellContentView>
      </collectionViewCell>
      """
    let flow = Self.flow(itemSize: "50x50", extra: "", estimated: "120x50")
    let result = layout(
      try #require(try document(Self.collection(layout: flow, cells: tile)).scene(named: "Grid/Bar")))
    #expect(result.canvasSize == Size(width: 120, height: 30))
    #expect(frame(result, "Bar-box") == Rect(x: 40, y: 0, width: 40, height: 30))
    // Stored 120 × 50, laid out 120 × 30: nothing is expected.
    #expect(result.views.allSatisfy { $0.expectedFrame == nil })
  }

  /// No flow layout: the stored frame, else UIKit's 50 × 50; a custom layout is warned; bad sizes never crash.
  @Test func collectionFallbacksAndBadInput() throws {
    let custom = #"<collectionViewLayout key="collectionViewLayout" id="lay" customClass="MosaicLayout"/>"#
    let stored = try document(Self.collection(layout: custom, cells: Self.tile("T", size: "70x40")))
    let scene = try #require(stored.scene(named: "Grid/T"))
    #expect(
      scene.warnings.contains { $0.message.contains("<collectionViewLayout> MosaicLayout is not modelled") })
    #expect(layout(scene).canvasSize == Size(width: 70, height: 40))
    let bare = """
      <collectionViewCell reuseIdentifier="Bare" id="Bare">
          <collectionViewCellContentView key="contentView" id="Bare-cv"/>
      </collectionViewCell>
      <collectionViewCell id="NoCV"/>
      <label id="stray"/>
      """
    let flow = Self.flow(itemSize: "-5xabc", extra: "")
    let doc = try document(Self.collection(layout: flow, cells: bare))
    #expect(doc.scenes.map(\.id) == ["s1", "s1/Bare", "s1/NoCV"])
    #expect(
      doc.scenes[0].warnings.contains {
        $0.message.contains("<label> in the cells of collectionView cv is ignored")
      })
    #expect(layout(doc.scenes[1]).canvasSize == Size(width: 50, height: 50))
    #expect(
      doc.scenes[2].warnings.contains { $0.message.contains("collectionViewCell NoCV has no content view") })
    #expect(doc.scenes[2].warnings.contains { $0.message.contains("no reuseIdentifier") })
    #expect(layout(doc.scenes[2]).canvasSize == Size(width: 50, height: 50))
  }

  // MARK: - Documents

  func cell(_ cellXML: String, named name: String) throws -> IBScene {
    try #require(try document(Self.table(body: "<prototypes>\(cellXML)</prototypes>")).scene(named: name))
  }

  /// A view controller titled "Table" (free 375 × 667) holding table view `tv` with `body` inside it.
  static func table(tableAttributes: String = "", rowHeight: String = "-1", body: String) -> String {
    scene(
      title: "Table",
      """
      <tableView \(tableAttributes) rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <autoresizingMask key="autoresizingMask"/>
          \(body)
      </tableView>
      """)
  }

  /// A view controller titled "Grid" holding collection view `cv` with `layout` and `cells`.
  static func collection(layout: String, cells: String) -> String {
    scene(
      title: "Grid",
      """
      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <autoresizingMask key="autoresizingMask"/>
          \(layout)
          <cells>\(cells)</cells>
      </collectionView>
      """)
  }

  static func scene(title: String, _ content: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController title="\(title)" id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>\(content)</subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="star" width="28" height="27.5"/>
        </resources>
    </document>
    """
  }

  /// A custom cell whose content view (no margins of its own) holds a 28 pt box pinned to its margins.
  static func marginCard(
    _ id: String, cellAttributes: String = "", contentAttributes: String = "", contentExtra: String = ""
  ) -> String {
    """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(id)" \(cellAttributes) id="\(id)">
        <rect key="frame" x="0.0" y="28" width="375" height="50.5"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" \(contentAttributes) tableViewCell="\(id)" id="\(id)-cv">
            <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                    <rect key="frame" x="16" y="11" width="343" height="28"/>
                </view>
            </subviews>
            \(contentExtra)
            <constraints>
                <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c2"/>
                <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" id="\(id)-c3"/>
                <constraint firstAttribute="bottomMargin" secondItem="\(id)-box" secondAttribute="bottom" id="\(id)-c4"/>
                <constraint firstItem="\(id)-box" firstAttribute="height" constant="28" id="\(id)-c5"/>
            </constraints>
        </tableViewCellContentView>
    </tableViewCell>
    """
  }

  /// A custom cell whose 30 pt box is pinned to its content view's edges (so the box is as wide as the content).
  static func edgeCard(_ id: String, cellAttributes: String, contentWidth: Double = 375) -> String {
    """
    <tableViewCell reuseIdentifier="\(id)" \(cellAttributes) id="\(id)">
        <rect key="frame" x="0.0" y="28" width="375" height="30.5"/>
        <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="\(id)-cv">
            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="30"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="30"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leading" id="\(id)-c1"/>
                <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c2"/>
                <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="top" id="\(id)-c3"/>
                <constraint firstAttribute="bottom" secondItem="\(id)-box" secondAttribute="bottom" id="\(id)-c4"/>
                <constraint firstItem="\(id)-box" firstAttribute="height" constant="30" id="\(id)-c5"/>
            </constraints>
        </tableViewCellContentView>
    </tableViewCell>
    """
  }

  enum Style: String {
    case basic = "IBUITableViewCellStyleDefault", subtitle = "IBUITableViewCellStyleSubtitle"
    case value1 = "IBUITableViewCellStyleValue1", value2 = "IBUITableViewCellStyleValue2"
  }

  /// A built-in style cell as Xcode writes it: the cell names its labels (`textLabel="…"`), which are frame-placed
  /// subviews of the content view with `pointSize="0.0"` fonts. Stored frames are Xcode's for Basic.
  static func styled(
    _ id: String, _ style: Style, text: String, textAttributes: String = "", detail: String? = nil,
    detailSize: String = "0.0", image: String? = nil
  ) -> String {
    let references =
      [#"textLabel="\#(id)-tl""#] + (detail == nil ? [] : [#"detailTextLabel="\#(id)-dl""#])
      + (image == nil ? [] : [#"imageView="\#(id)-iv""#])
    let detailXML =
      detail.map {
        """
        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\($0)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)-dl">
            <rect key="frame" x="300" y="12" width="44" height="20.5"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(detailSize)"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
      } ?? ""
    let imageXML =
      image.map {
        """
        <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" image="\($0)" id="\(id)-iv">
            <rect key="frame" x="16" y="8" width="28" height="27.5"/>
            <autoresizingMask key="autoresizingMask"/>
        </imageView>
        """
      } ?? ""
    return """
      <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(id)" \(references.joined(separator: " ")) style="\(style.rawValue)" id="\(id)">
          <rect key="frame" x="0.0" y="28" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
              <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  \(imageXML)
                  <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" \(textAttributes) id="\(id)-tl">
                      <rect key="frame" x="\(image == nil ? 16 : 60)" y="0.0" width="\(image == nil ? 343 : 299)" height="43.5"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                  </label>
                  \(detailXML)
              </subviews>
          </tableViewCellContentView>
      </tableViewCell>
      """
  }

  /// `<collectionViewFlowLayout>` as Xcode writes it; sizes as `WxH`.
  static func flow(itemSize: String, extra: String = "", estimated: String? = nil) -> String {
    func size(_ key: String, _ value: String) -> String {
      let parts = value.split(separator: "x").map(String.init)
      return #"<size key="\#(key)" width="\#(parts.first ?? "")" height="\#(parts.last ?? "")"/>"#
    }
    return """
      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" \(extra) id="flow">
          \(size("itemSize", itemSize))
          \(estimated.map { size("estimatedItemSize", $0) } ?? "")
          <size key="headerReferenceSize" width="0.0" height="0.0"/>
          <size key="footerReferenceSize" width="0.0" height="0.0"/>
          <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
      </collectionViewFlowLayout>
      """
  }

  /// A collection view cell of `size` (`WxH`) whose box is inset 10 pt from its content view's edges.
  static func tile(_ id: String, size: String, custom: Bool = false) -> String {
    let parts = size.split(separator: "x").map(String.init)
    let (w, h) = (parts[0], parts[1])
    return """
      <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="\(id)-cv">
              <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                      <rect key="frame" x="10" y="10" width="80" height="60"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leading" constant="10" id="\(id)-c1"/>
                  <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" constant="10" id="\(id)-c2"/>
                  <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="top" constant="10" id="\(id)-c3"/>
                  <constraint firstAttribute="bottom" secondItem="\(id)-box" secondAttribute="bottom" constant="10" id="\(id)-c4"/>
              </constraints>
          </collectionViewCellContentView>
          \(custom ? #"<size key="customSize" width="\#(w)" height="\#(h)"/>"# : "")
      </collectionViewCell>
      """
  }

  /// A self-sizing collection view cell: a 17 pt "Hello" pinned to its content view's margins (UIView's 8).
  static func labelTile(_ id: String) -> String {
    """
    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="58.5" height="36.5"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="\(id)-cv">
            <rect key="frame" x="0.0" y="0.0" width="58.5" height="36.5"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                    <rect key="frame" x="8" y="8" width="42.5" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(id)-label" secondAttribute="trailing" id="\(id)-c2"/>
                <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" id="\(id)-c3"/>
                <constraint firstAttribute="bottomMargin" secondItem="\(id)-label" secondAttribute="bottom" id="\(id)-c4"/>
            </constraints>
        </collectionViewCellContentView>
    </collectionViewCell>
    """
  }
}

import PlumbLayout

/// Every UIKit cell measurement Plumb uses, in one place, with where it comes from. Values marked GUESS were
/// not found documented or measured; change them here when a measurement arrives.
enum CellMetrics {
  /// UITableView's standard row height (UIKit's 44 pt row; the content view is 44 less the separator).
  static let standardRowHeight: Double = 44

  /// Top and bottom layout margins UITableViewCell gives its content view. GUESS: the 11 pt Xcode's canvas
  /// shows between a cell's edge and a label pinned to the content view's top or bottom margin (iOS 11+);
  /// no documented or measured source was found.
  static let contentVerticalMargin: Double = 11

  /// Leading and trailing layout margins of a table's cells: the table's own horizontal margins when the
  /// document sets them, else UIKit's system minimum margins (16 pt compact width, 20 regular: Use Your Loaf's
  /// "Changing Root View Layout Margins" and SAP's Fiori iOS guidelines; separator insets of 16 on iPhone and 20
  /// on iPad, measured in Stack Overflow question 29349917).
  static func horizontalMargins(table: View, canvas: Canvas) -> (leading: Double, trailing: Double) {
    if let directional = table.directionalLayoutMargins { return (directional.leading, directional.trailing) }
    // layoutMargins are left/right; the cell screen's direction decides which is leading.
    if let margins = table.layoutMargins {
      return canvas.traits.layoutDirection == .rightToLeft
        ? (margins.right, margins.left) : (margins.left, margins.right)
    }
    let minimum = canvas.systemMinimumLayoutMargins
    return (minimum.leading, minimum.trailing)
  }

  /// A table cell content view's margins on Xcode's canvas, by the Interface Builder build that saved the file,
  /// when they differ from the runtime ones above. Measured on the stored frames of `Benchmarks/InterfaceBuilder`
  /// (views pinned to a content view's margins with a known constant, 80 constraints): Xcode 8 and earlier
  /// (builds below 13000) 8 pt on every side; Xcode 9 (13000–13999) 15 pt leading and trailing; later 16, and
  /// 20 in a table at least 390 pt wide in compact width (the 6.1-inch and larger phones: 17 cells of an Xcode 13
  /// file and 9 of an Xcode 10 one at 414 pt, 36 labels of an Xcode 16 file at 390 pt and 5 of another at 393;
  /// 375-pt tables keep 16). With an accessory, files from Xcode 10.2 on (build 14800 and later)
  /// store views 8 pt before the content view's trailing edge (8 constraints to the trailing margin).
  static func xcodeContentMargins(build: Int?, tableWidth: Double, compactWidth: Bool, hasAccessory: Bool)
    -> (leading: Double, trailing: Double, vertical: Double?)?
  {
    guard let build else { return nil }
    if build < 13000 { return (8, 8, 8) }
    if build < 14000 { return (15, 15, nil) }
    let side: Double = compactWidth && tableWidth >= 390 ? 20 : compactWidth ? 16 : 20
    return (side, hasAccessory && build >= 14800 ? 8 : side, nil)
  }

  /// A XIB's top-level cell (no table around it) on Xcode's canvas, where it differs from a table's cells
  /// (`xcodeContentMargins`), measured on the stored frames of `Benchmarks/InterfaceBuilder` (views pinned to the
  /// content view's margins of top-level cells): Xcode 10 up to 10.2 (builds 14000–14799) sizes the margins by
  /// the cell's own width (16 pt in cells 317–375 pt wide, also on a 414-pt iPhone XR: 13 cells of 5 apps);
  /// Xcode 10.3 and 11 (14800–16999) give 15 pt on a device narrower than 390 pt whatever the cell's width (15
  /// cells of 4 apps, 320 to 600 pt wide on the 4.7-inch phone) and 20 on a wider one (a 380-pt cell on the 414-pt
  /// iPhone 11); later releases as a table as wide as the design device or the cell, whichever is wider, except
  /// for a cell left at Xcode's default 320-pt width, which has a 320-pt table's (16 pt on the 414-pt iPhone 11
  /// canvas, 10 cells of toolsVersion 17156–22505, where cells of 331, 414 and 462 pt have 20).
  static func xcodeTopLevelCellMargins(
    build: Int?, cellWidth: Double, screenWidth: Double, compactWidth: Bool, hasAccessory: Bool
  ) -> (leading: Double, trailing: Double, vertical: Double?)? {
    guard let build else { return nil }
    let tableWidth: Double
    switch build {
    case 14000..<14800: tableWidth = cellWidth
    case 14800..<17000:
      let side: Double = compactWidth && screenWidth < 390 ? 15 : 20
      return (side, hasAccessory ? 8 : side, nil)
    default: tableWidth = cellWidth == 320 ? cellWidth : max(cellWidth, screenWidth)
    }
    return xcodeContentMargins(
      build: build, tableWidth: tableWidth, compactWidth: compactWidth, hasAccessory: hasAccessory)
  }

  /// How much narrower than the cell its content view is with a standard accessory, in points. [3p, measured
  /// on iOS 8–9 phones] UITableView+FDTemplateLayoutCell's `systemAccessoryWidths` (disclosure indicator 34,
  /// checkmark 40, detail button 48, detail disclosure button 68); openradar 18290376 measured the same 34
  /// (a 320 pt cell, a 286 pt content view). Newer iOS draws a narrower chevron (Xcode 11+ stores 348.5 of 375
  /// for a disclosure indicator), so a document's own stored frames win when they give the difference.
  static let accessoryWidths: [String: Double] = [
    "disclosureIndicator": 34, "checkmark": 40, "detailButton": 48, "detailDisclosureButton": 68,
  ]

  /// UICollectionViewFlowLayout's default `itemSize` (Apple's documentation: 50 × 50).
  static let defaultItemSize = Size(width: 50, height: 50)

  // MARK: Built-in cell styles (UIKit places these labels itself; Plumb's rules, see README)

  /// Space between a built-in cell's image view and its text. Measured on Xcode's canvas: the three built-in
  /// image views of `Benchmarks/InterfaceBuilder` (Xcode 8.3 and 10.1, 18 and 52 pt images) end 15 pt before
  /// their title.
  static let imageToText: Double = 15

  /// Where Xcode's canvas puts a built-in style's views from the content view's leading and trailing edges, by
  /// the Interface Builder build that saved the file, when that differs from the content view's margins (nil:
  /// the margins). Measured on the stored frames of `Benchmarks/InterfaceBuilder` (cells Xcode laid out, see
  /// `isBelowVisibleRows`):
  /// - Up to Xcode 9 (builds below 14000), the title starts 15 pt in (UIKit's separator inset then), not at the
  ///   8-pt margin custom views use: 9 labels, Xcode 7.3 to 8.3, in 320- to 600-pt tables (the 600-pt one on
  ///   Xcode 7's square "any size" canvas). In tables 414 to 599 pt wide (the large phones) the inset is 20, as
  ///   an Xcode 10.1 file shows for an image view; no older file has such a table.
  /// - An image view starts at the separator inset too (15 pt in a 375-pt table where titles start at 16, 20
  ///   in a 414-pt one; Xcode 8.3 and 10.1, 3 cells), and the text then ends that far from the trailing edge.
  /// - Up to Xcode 10.1 (builds below 14800), with an accessory the text ends at most 35 pt before the cell's
  ///   trailing edge, inside the content view: 2 pt inside it with a 33-pt disclosure indicator (Xcode 7.3), 1
  ///   with a 34-pt one (Xcode 10.1), at its edge with a 40-pt checkmark (Xcode 10.1) or a 47-pt detail button
  ///   (Xcode 8.2); 17 labels.
  /// From Xcode 10.2 on, titles follow the content view's margins (`xcodeContentMargins`).
  static func xcodeBuiltInInsets(
    build: Int?, tableWidth: Double, compactWidth: Bool, accessory: Double, hasImage: Bool
  ) -> (leading: Double, trailing: Double)? {
    guard let build, build < 14800 else { return nil }
    let separatorInset: Double = tableWidth >= 414 && tableWidth < 600 ? 20 : 15
    let margin: Double = compactWidth && tableWidth < 414 ? 16 : 20
    let leading = build < 14000 || hasImage ? separatorInset : margin
    let trailing = accessory > 0 ? max(0, 35 - accessory) : leading
    return (leading, trailing)
  }
  /// Minimum space between Value1's (Right Detail) title and its detail text. GUESS.
  static let value1Gap: Double = 8
  /// Width of Value2's (Left Detail) right-aligned title column. GUESS (Xcode's canvas, recalled, not measured).
  static let value2TitleWidth: Double = 91
  /// Space between Value2's title column and its detail text. GUESS (as above).
  static let value2Gap: Double = 6
  /// Point size UIKit gives a built-in label whose document font has `pointSize="0.0"`: the 17 pt body size,
  /// except Subtitle's detail (12) and Value2's title (12), as Xcode's library cells show. GUESS for the 12s.
  static func defaultPointSize(style: CellStyle, isDetail: Bool) -> Double {
    switch (style, isDetail) {
    case (.subtitle, true), (.value2, false): 12
    default: 17
    }
  }
}

/// `UITableViewCell.CellStyle` as Interface Builder writes it.
enum CellStyle: String {
  case basic = "IBUITableViewCellStyleDefault"
  case subtitle = "IBUITableViewCellStyleSubtitle"
  case value1 = "IBUITableViewCellStyleValue1"
  case value2 = "IBUITableViewCellStyleValue2"
}

import Foundation
import PlumbResources
import Synchronization

/// Reads `catalogs` into one index, looks every image up at @3x on an iPhone in both appearances and rasterises
/// what it finds, looks every colour up, and prints the counts, the diagnostics and the raster errors as JSON.
func measureCatalogs(_ catalogs: [String]) {
  let diagnostics = Mutex<[String]>([])
  let start = DispatchTime.now().uptimeNanoseconds
  let index = AssetCatalogIndex(catalogs: catalogs) { diagnostic in
    diagnostics.withLock { $0.append(diagnostic.description) }
  }
  let readSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  var found = 0
  var missing: [String] = []
  var drawn = 0
  var rasterErrors: [String] = []
  var formats: [String: Int] = [:]
  var seenFiles = Set<String>()
  for name in index.imageNames {
    for appearance in AssetAppearance.allCases {
      guard let image = index.image(named: name, appearance: appearance, scale: 3) else {
        missing.append("\(name) (\(appearance.rawValue))")
        continue
      }
      found += 1
      guard seenFiles.insert(image.file).inserted else { continue }
      formats[image.format.rawValue, default: 0] += 1
      do throws(AssetError) {
        _ = try index.raster(image, scale: 3)
        drawn += 1
      } catch {
        rasterErrors.append(error.description)
      }
    }
  }
  var colorsFound = 0
  var colorsMissing: [String] = []
  for name in index.colorNames {
    for appearance in AssetAppearance.allCases {
      if index.color(named: name, appearance: appearance) != nil {
        colorsFound += 1
      } else {
        colorsMissing.append("\(name) (\(appearance.rawValue))")
      }
    }
  }
  let report: [String: Any] = [
    "catalogs": catalogs.count, "imageSets": index.imageNames.count, "colorSets": index.colorNames.count,
    "readSeconds": readSeconds, "imageLookups": found, "imageLookupsNil": missing, "files": seenFiles.count,
    "formats": formats, "drawn": drawn, "rasterErrors": rasterErrors, "colorLookups": colorsFound,
    "colorLookupsNil": colorsMissing, "diagnostics": diagnostics.withLock { $0 },
  ]
  do {
    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
  } catch {
    print("{\"error\": \"\(error)\"}")
  }
}

import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import Testing

/// Loads a fixture from the test bundle.
func fixture(_ name: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
  -> InterfaceBuilderDocument
{
  let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
  return try InterfaceBuilderDocument.load(contentsOf: url, options: options)
}

/// Loads a document from a string.
func document(_ xml: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws(IBError)
  -> InterfaceBuilderDocument
{
  try InterfaceBuilderDocument.load(data: Data(xml.utf8), options: options)
}

func frame(_ result: LayoutResult, _ id: String) -> Rect {
  result.view(id)?.frame ?? Rect(x: -1, y: -1, width: -1, height: -1)
}

func exact(_ result: LayoutResult, _ id: String) -> Rect { result.view(id)?.exactFrame ?? .zero }

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

/// A scene's layout with the fixed test measurer.
func layout(_ scene: IBScene) -> LayoutResult { scene.layout(measurer: FixedTextMeasurer()) }

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

/// A storyboard of one view controller (`vc`) whose root view (`root`, at `rootFrame`'s rect attributes) holds
/// `subviews` and `constraints`, XML written as Xcode writes it: the wrapper the tests that write one scene inline
/// share. `beforeView` goes in the controller ahead of its view (layout guides), `afterSubviews` in the view after
/// its subviews (the safe area), `afterView` in the controller after its view.
func oneSceneStoryboard(
  tools: String, safeAreas: Bool = true, device: String? = nil, controllerAttributes: String = "",
  rootFrame: String, subviews: String, constraints: String, beforeView: String = "",
  afterSubviews: String = "",
  afterView: String = ""
) -> String {
  let safeAreaAttribute = safeAreas ? #" useSafeAreas="YES""# : ""
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreaAttribute)>
        \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController \(controllerAttributes) id="vc" sceneMemberID="viewController">
                        \(beforeView)
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" \(rootFrame)/>
                            <subviews>
                                \(subviews)
                            </subviews>
                            \(afterSubviews)
                            <constraints>
                                \(constraints)
                            </constraints>
                        </view>
                        \(afterView)
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// True when Plumb lays `id` out away from its stored frame (a note; the file marks no view misplaced).
func differsFromStored(_ result: LayoutResult, _ id: String) -> Bool {
  result.notes.contains { $0.kind == .misplaced && $0.views == [id] }
}

import PlumbUIKit
import Testing

// Xcode's previews, in the forms view files end with: each compiles, its body type-checked as a function's.
#Preview { UIView() }

#Preview("List") {
  let controller = UITableViewController()
  controller.title = "List"
  return UINavigationController(rootViewController: controller)
}

#Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
  let label = UILabel()
  label.text = "Card"
  return label
}

#Preview(traits: .fixedLayout(width: 320, height: 90)) { UIViewController() }

/// The traits `#Preview(traits:)` takes say what they ask for.
@Suite struct PreviewTests {
  @Test func traitsSayWhatTheyAskFor() {
    #expect(PreviewTrait<Preview.ViewTraits>.landscapeLeft.value == .orientation(.landscapeLeft))
    #expect(PreviewTrait<Preview.ViewTraits>.portraitUpsideDown.value == .orientation(.portraitUpsideDown))
    #expect(
      PreviewTrait<Preview.ViewTraits>.fixedLayout(width: 320, height: 90).value
        == .fixedLayout(width: 320, height: 90))
    #expect(PreviewTrait<Preview.ViewTraits>.sizeThatFitsLayout.value == .sizeThatFitsLayout)
  }
}

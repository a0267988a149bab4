// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

protocol OnboardingViewDelegate: AnyObject {}
final class OnboardingView: UIView {
  weak var delegate: OnboardingViewDelegate?
  func configure(
    backgroundColor: UIColor, imageName: String, title: String, description: String, buttonTitle: String,
    buttonTextColor: UIColor, isStartButton: Bool
  ) {}
}
enum DesignSystem {
  enum Colors {
    static let accent = UIColor.systemBlue
    static let primary = UIColor.systemBlue
    static let background = UIColor.white
  }
}

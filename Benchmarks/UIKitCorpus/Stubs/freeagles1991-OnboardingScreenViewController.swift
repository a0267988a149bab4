// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

extension UIView {
  func setBackgroundImage(_ image: UIImage) {}
}
final class OnboardingPageViewController: UIPageViewController {
  func transitionToMainScreen() {}
}

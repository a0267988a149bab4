// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

enum Constants {
  static var onboardingScreenWasShown = false
}
final class TabBarController: UITabBarController {}
final class OnboardingScreenViewController: UIViewController {
  init(backgroundImageString: String?, screenTextString: String?) {
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

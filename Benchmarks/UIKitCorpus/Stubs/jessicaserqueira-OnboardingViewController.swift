// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

protocol OnboardingViewDelegate: AnyObject {}
// The app's page view controller subclasses UIKit's.
class OnboardingPageViewController: UIPageViewController {
  func markOnboardingAsCompleted() {}
}
final class LoginViewController: UIViewController {}

// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

protocol OnboardingViewDelegate: AnyObject {
  func showLogin()
}
// The app's page view controller subclasses UIKit's and is its own data source and delegate.
class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  weak var onboardingViewDelegate: OnboardingViewDelegate?
  func markOnboardingAsCompleted() {}
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? { nil }
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? { nil }
}
final class LoginViewController: UIViewController {}

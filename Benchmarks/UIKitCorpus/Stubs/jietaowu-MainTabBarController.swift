// The app's own types the file uses, stubbed so it compiles on its own.
import PlumbUIKit

final class InboxController: UIViewController {}
final class MeController: UIViewController {}
final class NearbyController: UIViewController {}

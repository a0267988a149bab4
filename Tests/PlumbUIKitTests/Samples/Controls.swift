#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// Controls made in code, each at its intrinsic size in a leading-aligned vertical stack; the slider, progress bar
/// and a non-scrolling text view as wide as the stack.
final class ControlsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground

    let toggle = UISwitch()
    toggle.accessibilityIdentifier = "toggle"
    let volume = UISlider()
    volume.accessibilityIdentifier = "volume"
    let count = UIStepper()
    count.accessibilityIdentifier = "count"
    let period = UISegmentedControl(items: ["Day", "Week", "Month"])
    period.accessibilityIdentifier = "period"
    let download = UIProgressView(progressViewStyle: .default)
    download.accessibilityIdentifier = "download"
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.accessibilityIdentifier = "spinner"
    spinner.startAnimating()
    let notes = UITextView()
    notes.accessibilityIdentifier = "notes"
    notes.isScrollEnabled = false
    notes.backgroundColor = .systemGray6
    notes.text = "A text view that does not scroll is as tall as its text, wrapped at the width it is given."
    let done = UIButton(type: .system)
    done.accessibilityIdentifier = "done"
    done.setTitle("Done", for: .normal)

    let stack = UIStackView(arrangedSubviews: [toggle, volume, count, period, download, spinner, notes, done])
    stack.accessibilityIdentifier = "stack"
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      volume.widthAnchor.constraint(equalTo: stack.widthAnchor),
      download.widthAnchor.constraint(equalTo: stack.widthAnchor),
      notes.widthAnchor.constraint(equalTo: stack.widthAnchor),
    ])
  }
}

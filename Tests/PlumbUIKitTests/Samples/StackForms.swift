#if canImport(UIKit)
  import UIKit
#else
  import PlumbUIKit
#endif

/// A sign-up form: three bordered text fields in a vertical stack 3 points apart, sized by their content or given
/// a height the distribution shares out.
@MainActor func makeSignUpForm(distribution: UIStackView.Distribution = .fill, height: CGFloat? = nil)
  -> UIView
{
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
  root.accessibilityIdentifier = "root"
  root.backgroundColor = .systemBackground
  let fields = [("idField", "ID"), ("password", "Password"), ("checkPassword", "Check Password")].map {
    id, text in
    let field = UITextField()
    field.accessibilityIdentifier = id
    field.placeholder = text
    field.borderStyle = .roundedRect
    field.layer.borderColor = UIColor.separator.cgColor
    field.layer.borderWidth = 1
    return field
  }
  let form = UIStackView(arrangedSubviews: fields)
  form.accessibilityIdentifier = "form"
  form.axis = .vertical
  form.distribution = distribution
  form.spacing = 3
  form.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(form)
  NSLayoutConstraint.activate([
    form.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
    form.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    form.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
  ])
  if let height { form.heightAnchor.constraint(equalToConstant: height).isActive = true }
  return root
}

/// Auto Layout Cookbook, "Nested Stack Views": a photo beside three name rows, a notes view that takes the spare
/// height, and three equally wide buttons, all stack views.
final class NestedStacksViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground

    let image = UIImageView(
      image: UIGraphicsImageRenderer(size: CGSize(width: 120, height: 120)).image { _ in })
    image.accessibilityIdentifier = "image"
    image.backgroundColor = .systemGray4
    image.setContentCompressionResistancePriority(UILayoutPriority(48), for: .horizontal)
    image.setContentCompressionResistancePriority(UILayoutPriority(48), for: .vertical)

    var fields: [UITextField] = []
    let rows = [("first", "First"), ("middle", "Middle"), ("last", "Last")].map { id, title -> UIStackView in
      let label = UILabel()
      label.accessibilityIdentifier = id + "Label"
      label.text = title
      label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
      label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
      let field = UITextField()
      field.accessibilityIdentifier = id + "Field"
      field.placeholder = "Enter \(title) Name"
      field.borderStyle = .roundedRect
      field.setContentHuggingPriority(UILayoutPriority(48), for: .horizontal)
      field.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
      fields.append(field)
      let row = UIStackView(arrangedSubviews: [label, field])
      row.accessibilityIdentifier = id + "Row"
      row.alignment = .firstBaseline
      row.spacing = 8
      return row
    }
    let nameRows = UIStackView(arrangedSubviews: rows)
    nameRows.accessibilityIdentifier = "nameRows"
    nameRows.axis = .vertical
    nameRows.spacing = 8
    let upper = UIStackView(arrangedSubviews: [image, nameRows])
    upper.accessibilityIdentifier = "upper"
    upper.spacing = 8

    let notes = UITextView()
    notes.accessibilityIdentifier = "notes"
    notes.text = "Notes"
    notes.backgroundColor = .systemGray6
    notes.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
    notes.setContentCompressionResistancePriority(UILayoutPriority(250), for: .horizontal)
    notes.setContentCompressionResistancePriority(UILayoutPriority(250), for: .vertical)

    let buttons = UIStackView(
      arrangedSubviews: [("save", "Save"), ("cancel", "Cancel"), ("clear", "Clear")].map { id, title in
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = id
        button.setTitle(title, for: .normal)
        return button
      })
    buttons.accessibilityIdentifier = "buttons"
    buttons.alignment = .firstBaseline
    buttons.distribution = .fillEqually
    buttons.spacing = 8

    let rootStack = UIStackView(arrangedSubviews: [upper, notes, buttons])
    rootStack.accessibilityIdentifier = "rootStack"
    rootStack.axis = .vertical
    rootStack.spacing = 8
    rootStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(rootStack)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      rootStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      rootStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      rootStack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      safeArea.bottomAnchor.constraint(equalTo: rootStack.bottomAnchor, constant: 20),
      image.heightAnchor.constraint(equalTo: image.widthAnchor),
      fields[0].widthAnchor.constraint(equalTo: fields[1].widthAnchor),
      fields[0].widthAnchor.constraint(equalTo: fields[2].widthAnchor),
    ])
  }
}

/// Auto Layout Cookbook, "Working with Scroll Views": a content view pinned to the scroll view's content layout
/// guide and as wide as its frame, holding a column taller than the screen; a footer below the scroll view.
final class ScrollingArticleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let scrollView = UIScrollView()
    scrollView.accessibilityIdentifier = "scrollView"
    scrollView.backgroundColor = .systemGray6
    let contentView = UIView()
    contentView.accessibilityIdentifier = "contentView"
    contentView.backgroundColor = .systemBackground
    let titleLabel = UILabel()
    titleLabel.accessibilityIdentifier = "titleLabel"
    titleLabel.font = .preferredFont(forTextStyle: .title1)
    titleLabel.numberOfLines = 0
    titleLabel.text = "Working with Scroll Views"
    let bodyLabel = UILabel()
    bodyLabel.accessibilityIdentifier = "bodyLabel"
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.numberOfLines = 0
    bodyLabel.text =
      "Constraints between the scroll view's edges and its content define the scrollable area. Width, height and "
      + "centre constraints refer to the scroll view's frame, so an equal width turns horizontal scrolling off."
    let panels = [
      ("firstPanel", UIColor.systemBlue), ("secondPanel", .systemGreen), ("thirdPanel", .systemOrange),
    ].map {
      id, color -> UIView in
      let panel = UIView()
      panel.accessibilityIdentifier = id
      panel.backgroundColor = color
      panel.layer.cornerRadius = 12
      return panel
    }
    let footer = UILabel()
    footer.accessibilityIdentifier = "footer"
    footer.font = .preferredFont(forTextStyle: .footnote)
    footer.textColor = .secondaryLabel
    footer.text = "Scroll for more"

    for subview in [scrollView, footer] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)
    for subview in [titleLabel, bodyLabel] + panels {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }
    let content = scrollView.contentLayoutGuide
    let margins = contentView.layoutMarginsGuide
    var constraints = [
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      footer.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 12),
      footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: 20),
      contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      contentView.topAnchor.constraint(equalTo: content.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
    ]
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat:
        "V:[bodyLabel]-20-[firstPanel(200)]-20-[secondPanel(==firstPanel)]-20-[thirdPanel(==firstPanel)]-20-|",
      options: [], metrics: nil,
      views: [
        "bodyLabel": bodyLabel, "firstPanel": panels[0], "secondPanel": panels[1], "thirdPanel": panels[2],
      ])
    for panel in panels {
      constraints += [
        panel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
  }
}

/// "Dynamic Text and Readability": body text inside the readable content guide of an iPad screen in landscape.
final class ReadableArticleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    view.backgroundColor = .systemBackground
    let article = UILabel()
    article.accessibilityIdentifier = "article"
    article.font = .preferredFont(forTextStyle: .body)
    article.adjustsFontForContentSizeCategory = true
    article.numberOfLines = 0
    article.backgroundColor = .secondarySystemBackground
    article.text =
      "On a wide screen, lines of text that run from margin to margin are hard to read. The readable content guide "
      + "keeps them to a comfortable width that grows with the Dynamic Type size."
    article.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(article)
    NSLayoutConstraint.activate([
      article.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      article.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      article.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
  }
}

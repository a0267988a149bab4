import PlumbLayout

/// The keyboard a text input shows (recorded only).
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// URLs.
  case URL
  /// A number pad.
  case numberPad
  /// A phone pad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// Email addresses.
  case emailAddress
  /// Decimal numbers.
  case decimalPad
  /// Twitter.
  case twitter
  /// Web search.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// The return key's title (recorded only).
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// Automatic capitalisation (recorded only).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// None.
  case none = 0
  /// Words.
  case words
  /// Sentences.
  case sentences
  /// Every character.
  case allCharacters
}

/// Autocorrection (recorded only).
public enum UITextAutocorrectionType: Int, Sendable {
  /// The default.
  case `default` = 0
  /// Off.
  case no
  /// On.
  case yes
}

/// Spell checking (recorded only).
public enum UITextSpellCheckingType: Int, Sendable {
  /// The default.
  case `default` = 0
  /// Off.
  case no
  /// On.
  case yes
}

/// What a text input holds, for autofill (recorded only).
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  /// The raw name.
  public let rawValue: String
  /// A content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

/// A text field's delegate; every method is optional (Plumb sends no editing events).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the text may change.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Yes.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Yes.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Yes.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A text view's delegate; every method is optional (Plumb sends no editing events).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text may change.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
}

extension UITextViewDelegate {
  /// Nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Yes.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
}

extension NSAttributedString.Key {
  /// The font attribute (Plumb draws attributed text in the view's own font).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour attribute.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background colour attribute.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph style attribute.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The kerning attribute.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline attribute.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough attribute.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

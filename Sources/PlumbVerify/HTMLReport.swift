/// A static, self-contained HTML page for reviewing a run: each case that did not pass shows reference, actual
/// and difference side by side, a slider that wipes between reference and actual, and its measured values;
/// buttons filter by status. Image links are relative, so the artefacts folder can be uploaded and opened as is.
public enum HTMLReport {
  /// The page for `report`: head and run summary, status filters, one section a case (failures first), script.
  public static func page(_ report: RunReport) -> String {
    let ordered = report.cases.filter(\.isFailure) + report.cases.filter { !$0.isFailure }
    var html = head(report) + filters(report)
    for result in ordered { html += section(result) }
    return html + script
  }

  /// The document head (title and style) and the run's summary line.
  private static func head(_ report: RunReport) -> String {
    let libraries = report.provenance.libraries
    let meta = """
      <div class="meta">\(escape(report.summary)) · references \(escape(report.references)) · \(escape(report.format)) ·
      shards \(escape(report.shards.joined(separator: ", "))) · \(escape(report.provenance.plumb)), cairo
      \(escape(libraries["cairo"] ?? "?")), harfbuzz \(escape(libraries["harfbuzz"] ?? "?"))</div>

      """
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + "<title>Plumb snapshots: \(escape(report.summary))</title>\n" + style
      + "</head>\n<body>\n<h1>Plumb snapshots</h1>\n" + meta
  }

  /// One button a status present, with its count, and one for all.
  private static func filters(_ report: RunReport) -> String {
    let counts = report.counts
    var html =
      "<div class=\"filters\">\n<button class=\"on\" data-filter=\"all\">all (\(report.cases.count))</button>\n"
    for status in CaseStatus.allCases {
      guard let count = counts[status] else { continue }
      html += "<button data-filter=\"\(status.rawValue)\">\(status.rawValue) (\(count))</button>\n"
    }
    return html + "</div>\n"
  }

  private static let style = """
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 16px 24px; color: #1c1c1e; background: #f2f2f7; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .meta { color: #636366; margin-bottom: 12px; }
    .filters button { font: inherit; margin: 0 4px 12px 0; padding: 4px 10px; border: 1px solid #c7c7cc;
      border-radius: 6px; background: #fff; cursor: pointer; }
    .filters button.on { background: #007aff; color: #fff; border-color: #007aff; }
    .case { background: #fff; border-radius: 10px; padding: 12px 16px; margin-bottom: 14px; }
    .case h2 { font-size: 15px; margin: 0 0 6px; font-family: ui-monospace, monospace; }
    .badge { display: inline-block; padding: 1px 8px; border-radius: 9px; font-size: 12px; color: #fff; margin-left: 8px; }
    .passed .badge { background: #34c759; } .failed .badge, .error .badge, .missing .badge { background: #ff3b30; }
    .new .badge, .updated .badge { background: #ff9500; }
    .messages { margin: 4px 0 10px; padding-left: 18px; font-family: ui-monospace, monospace; font-size: 12px; }
    .panes { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
    .pane { display: flex; flex-direction: column; align-items: center; }
    .pane img, .wipe img, .blend img { max-height: 420px; max-width: 360px; border: 1px solid #d1d1d6; background: #fff; display: block; }
    .pane span { font-size: 12px; color: #636366; }
    .wipe { position: relative; display: inline-block; }
    .wipe img.top { position: absolute; left: 0; top: 0; }
    .blend { position: relative; display: inline-block; }
    .blend img.top { position: absolute; left: 0; top: 0; mix-blend-mode: difference; }
    input[type=range] { width: 100%; }
    .passed-list .case { padding: 6px 16px; }
    </style>

    """

  /// Filtering by status and the wipe sliders.
  private static let script = """
    <script>
    for (const button of document.querySelectorAll('.filters button')) {
      button.addEventListener('click', () => {
        for (const other of document.querySelectorAll('.filters button')) other.classList.toggle('on', other === button);
        const filter = button.dataset.filter;
        for (const item of document.querySelectorAll('.case'))
          item.style.display = filter === 'all' || item.dataset.status === filter ? '' : 'none';
      });
    }
    for (const wipe of document.querySelectorAll('.wipe')) {
      const top = wipe.querySelector('img.top');
      const range = wipe.parentElement.querySelector('input[type=range]');
      const update = () => { top.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; };
      range.addEventListener('input', update);
      update();
    }
    </script>
    </body>
    </html>

    """

  private static func section(_ result: CaseResult) -> String {
    var html =
      "<section class=\"case \(result.status.rawValue)\" data-status=\"\(result.status.rawValue)\">\n"
    html += "<h2>\(escape(result.name))<span class=\"badge\">\(result.status.rawValue)</span></h2>\n"
    if !result.messages.isEmpty {
      html += "<ul class=\"messages\">\n"
      for message in result.messages { html += "<li>\(escape(message))</li>\n" }
      html += "</ul>\n"
    }
    guard let artifacts = result.artifacts else { return html + "</section>\n" }
    html += "<div class=\"panes\">\n"
    func pane(_ path: String?, _ label: String) {
      guard let path else { return }
      html +=
        "<div class=\"pane\"><img src=\"\(escape(path))\" alt=\"\(label)\"><span>\(label)</span></div>\n"
    }
    pane(artifacts.reference, "reference")
    pane(artifacts.actual, "actual")
    if let difference = artifacts.difference {
      pane(difference, "difference")
    } else if let reference = artifacts.reference, let actual = artifacts.actual {
      // SVG: let the browser compute the difference.
      html += "<div class=\"pane\"><div class=\"blend\"><img src=\"\(escape(reference))\" alt=\"reference\">"
      html +=
        "<img class=\"top\" src=\"\(escape(actual))\" alt=\"actual\"></div><span>difference</span></div>\n"
    }
    if let reference = artifacts.reference, let actual = artifacts.actual {
      html += "<div class=\"pane\"><div class=\"wipe\"><img src=\"\(escape(reference))\" alt=\"reference\">"
      html += "<img class=\"top\" src=\"\(escape(actual))\" alt=\"actual\"></div>"
      html +=
        "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"wipe\"><span>slider: reference | actual</span></div>\n"
    }
    html += "</div>\n"
    var links: [String] = []
    if let path = artifacts.composite { links.append("<a href=\"\(escape(path))\">composite</a>") }
    if let path = artifacts.referenceFrames {
      links.append("<a href=\"\(escape(path))\">reference frames</a>")
    }
    if let path = artifacts.actualFrames { links.append("<a href=\"\(escape(path))\">actual frames</a>") }
    if !links.isEmpty { html += "<p>\(links.joined(separator: " · "))</p>\n" }
    return html + "</section>\n"
  }
}

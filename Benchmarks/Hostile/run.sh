#!/usr/bin/env bash
# Peak memory and time of the worst input of each kind of hostile or careless input (release build, GNU time -v's
# maximum resident set size and elapsed time): what is refused is refused before the memory it guards is
# allocated, and what is accepted at a limit costs what the table says.
# Usage: Benchmarks/Hostile/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release -j 2 --product plumb >/dev/null
plumb="$(swift build -c release --show-bin-path)/plumb"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 - <<'PY'
import struct, zlib
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
def png(w, h, idat=None):
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
    return data + (chunk(b'IDAT', idat) + chunk(b'IEND', b'') if idat is not None else b'')
def write(name, text): open(name, 'w').write(text)
open('claims.png', 'wb').write(png(2**31 - 1, 2**31 - 1))
# About 1 MB: a real deflate stream of 16 000 blank rows of 16 000 pixels.
open('big16k.png', 'wb').write(png(16000, 16000, zlib.compress(b'\0' * (16000 * 4 + 1) * 16000, 9)))
write('pixels.yaml', "size: [10900, 10900]\nscale: 3\nroot: {}\n")
label = "root: { color: white, subviews: [ { id: a, kind: label, text: Hello, frame: [10, 10, 200, 40] } ] }\n"
write('at-limit.yaml', "size: [2730, 2730]\nscale: 3\n" + label)
write('at-limit-pt.yaml', "size: [8190, 8190]\n" + label)
write('fit.yaml', "size: [fit, fit]\nroot: { subviews: [ { id: a } ] }\nconstraints:\n  - a.width = 10000000\n"
      "  - a.height = 10\n  - a.leading = superview.leading\n  - a.top = superview.top\n"
      "  - a.trailing = superview.trailing\n  - a.bottom = superview.bottom\n")
write('tall.yaml', "size: [100, 8388608]\n" + label)
write('claims.yaml', "root: { subviews: [ { id: a, kind: image, image: claims.png, frame: [0, 0, 5, 5] } ] }\n")
write('big16k.yaml', "root: { subviews: [ { id: a, kind: image, image: big16k.png, frame: [0, 0, 5, 5] } ] }\n")
write('huge-constant.yaml', "root: { subviews: [ { id: a } ] }\nconstraints:\n  - a.width = 1e308\n")
write('matrix.yaml', "root: {}\nsnapshot: { matrix: { direction: [" + ", ".join(["ltr"] * 1500)
      + "], contentSize: [" + ", ".join(["l"] * 1000) + "] } }\n")
write('deep.yaml', "root: " + "[" * 100000 + "]" * 100000 + "\n")
states = "size: [100, 100]\nroot: { subviews: [ { id: a, frame: [0, 0, 10, 10] } ] }\nstates:\n"
write('states-64.yaml', states + "".join(f"  - name: s{i}\n    add: [ {{ id: v{i}, frame: [0, 0, 1, 1] }} ]\n" for i in range(64)))
write('states-400.yaml', states + "".join(f"  - name: s{i}\n    add: [ {{ id: v{i}, frame: [0, 0, 1, 1] }} ]\n" for i in range(400)))
head = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>'
frame = '<rect key="frame" x="0" y="0" width="1" height="1"/>'
write('nested.xib', head + "".join(f'<view id="v{i}">{frame}<subviews>' for i in range(10000)) + '</subviews></view>' * 10000 + '</objects></document>')
def flat(n): return (head + f'<view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>'
                     + "".join(f'<view id="v{i}">{frame}</view>' for i in range(n)) + '</subviews></view></objects></document>')
write('views-100000.xib', flat(100000))
write('views-49999.xib', flat(49999))
write('numbers.xib', head + '<view id="root" horizontalHuggingPriority="nan"><rect key="frame" x="nan" y="0" width="1e19" height="inf"/>'
      '<color key="backgroundColor" white="nan" alpha="1"/><subviews><view id="s">' + frame + '</view></subviews><constraints>'
      '<constraint firstItem="s" firstAttribute="width" constant="1e19" priority="1e19" id="c"/>'
      '<constraint firstItem="s" firstAttribute="height" constant="10" priority="inf" multiplier="nan" id="d"/>'
      '</constraints></view></objects></document>')
write('ucs4.xib', '\0\0\0' + '<' * 103)
# Internal entities five levels deep: each label's text would be 1 MB, 50 labels.
entities = ('<!DOCTYPE document [\n<!ENTITY a "' + 'x' * 100 + '">\n'
            + ''.join(f'<!ENTITY e{i} "' + ('&a;' if i == 0 else f'&e{i - 1};') * 10 + '">\n' for i in range(4)) + ']>\n')
write('entities.xib', '<?xml version="1.0" encoding="UTF-8"?>\n' + entities + head.split('\n', 1)[1]
      + '<view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>'
      + ''.join(f'<label id="l{i}" text="&e3;">{frame}</label>' for i in range(50)) + '</subviews></view></objects></document>')
# Over 10 000 000 bytes (libxml2's lookup limit for an input given whole), under the 16 MiB limit.
write('large.xib', head + '<view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>\n'
      + ''.join(f'<view id="v{i}">{frame}' + ' ' * 300 + '</view>\n' for i in range(36000)) + '</subviews></view></objects></document>')
write('duplicate-id.xib', flat(2).replace('id="v1"', 'id="root"'))
# 64 states re-activating one 400-constraint list through a YAML alias.
write('states-aliased.yaml', states.replace('states:\n', '') + 'states:\n  - name: s0\n    activate: &list\n'
      + ''.join(f'      - a.width >= {i}\n' for i in range(400)) + ''.join(f'  - name: s{i}\n    activate: *list\n' for i in range(1, 64)))
def stack(n, distribution, alignment):
    views = ', '.join(f'{{ id: v{i}, intrinsicSize: [10, 10] }}' for i in range(n))
    return (f'size: [1000, 800]\nroot: {{ subviews: [ {{ id: s, kind: stack, distribution: {distribution}, '
            f'alignment: {alignment}, arranged: [ {views} ] }} ] }}\nconstraints:\n  - s.leading = superview.leading\n'
            '  - s.top = superview.top\n  - s.trailing = superview.trailing\n')
write('centering-250.yaml', stack(250, 'equalCentering', 'fill'))
write('centering-1000.yaml', stack(1000, 'equalCentering', 'fill'))
write('spacing-baseline-500.yaml', stack(500, 'equalSpacing', 'firstBaseline'))
write('spacing-baseline-2000.yaml', stack(2000, 'equalSpacing', 'firstBaseline'))
# 400 labels in one equal-centring stack view of a XIB (37 KB).
pins = ''.join(f'<constraint firstItem="s" firstAttribute="{a}" secondItem="root" secondAttribute="{a}" id="c{a}"/>'
               for a in ('leading', 'top', 'trailing'))
write('stack-400.xib', head + '<view id="root"><rect key="frame" x="0" y="0" width="1000" height="800"/><subviews>'
      '<stackView id="s" distribution="equalCentering" translatesAutoresizingMaskIntoConstraints="NO">'
      '<rect key="frame" x="0" y="0" width="1000" height="20"/><subviews>'
      + ''.join(f'<label text="{i}" id="l{i}">{frame}</label>' for i in range(400))
      + '</subviews></stackView></subviews><constraints>' + pins + '</constraints></view></objects></document>')
# The same 400 labels in a storyboard's scene (39 KB), pinned to the safe area.
labels = ''.join(f'<label text="Item {i}" id="l{i}">'
                 '<rect key="frame" x="0" y="0" width="1" height="1"/></label>\n' for i in range(400))
guide_pins = ''.join(f'<constraint firstItem="s" firstAttribute="{a}" secondItem="sa" secondAttribute="{a}" id="p{a}"/>'
                     for a in ('leading', 'top', 'trailing'))
write('stack-400.storyboard', '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
      'version="3.0" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc"><scenes><scene sceneID="sc"><objects>'
      '<viewController id="vc" sceneMemberID="viewController"><view key="view" id="root">'
      '<rect key="frame" x="0" y="0" width="414" height="896"/><subviews>'
      '<stackView distribution="equalCentering" translatesAutoresizingMaskIntoConstraints="NO" id="s">'
      '<rect key="frame" x="0" y="0" width="414" height="20"/><subviews>\n' + labels
      + '</subviews></stackView></subviews><viewLayoutGuide key="safeArea" id="sa"/><constraints>' + guide_pins
      + '</constraints></view></viewController></objects></scene></scenes></document>\n')
# plumb explain: a line of elision markers, a names list of separators, long conflicting sets, escape sequences.
header = "Unable to simultaneously satisfy constraints.\n(\n"
write('explain-elided.log', header + "… 12 more constraints of this set, left out … " * 21000 + "\n)\n")
write('explain-names.log', header + '"<NSLayoutConstraint:0x1 A.width == 10   (active, names: ' + ", " * 200000
      + 'A:UIView:0x2 )>"\n)\n')
def rows(n):
    lines = [f'    "<NSLayoutConstraint:0x6{i:08x} V:[UILabel:0x7{i:08x}\'Row {i}\']-(8)-[UILabel:0x7{i + 1:08x}\'Row {i + 1}\']   (active)>",' for i in range(n)]
    cell = "'|':UITableViewCellContentView:0x7e0000000001"
    lines.append(f'    "<NSLayoutConstraint:0x5{0:08x} V:|-(8)-[UILabel:0x7{0:08x}\'Row 0\']   (active, names: {cell} )>",')
    lines.append(f'    "<NSLayoutConstraint:0x5{1:08x} V:[UILabel:0x7{n:08x}\'Row {n}\']-(8)-|   (active, names: {cell} )>",')
    lines.append('    "<NSLayoutConstraint:0x4 \'UIView-Encapsulated-Layout-Height\' UITableViewCellContentView:0x7e0000000001.height == 44   (active)>"')
    return header + "\n".join(lines) + "\n)\n\nWill attempt to recover by breaking constraint \n" + lines[-2].strip().strip('",') + "\n"
write('explain-rows-780.log', rows(780))
write('explain-rows-7800.log', rows(7800))
write('explain-escapes.log', header + "".join(
    f'    "<NSLayoutConstraint:0x{i + 1:x} UILabel:0x7f{i:04x}\'\x1b[2J\x1b]0;title\x07\x00\u202e{i}\'.width == {i}   (active)>",\n'
    for i in range(2000)) + ")\n")
PY
truncate -s 1G huge.bin
ln -s huge.bin link-to-1gb.yaml
ln -s /dev/zero link-to-zero.xib
mkdir -p docs changed
printf 'size: [80, 60]\nroot: { color: white }\n' > docs/a.yaml
cp at-limit.yaml changed/x.yaml
"$plumb" record docs --references refs >/dev/null
"$plumb" record changed --references changed-refs >/dev/null
cp big16k.png refs/a.png
sed -i 's/Hello/Hellp/' changed/x.yaml
echo "| input | bytes | command | exit | elapsed | peak memory |"
echo "|---|---|---|---|---|---|"
measure() { # input, command…
  local input=$1; shift
  local status=0
  /usr/bin/time -v -o time.txt "$plumb" "$@" >/dev/null 2>&1 || status=$?
  local elapsed rss
  elapsed=$(grep 'Elapsed (wall clock)' time.txt | sed 's/.*: //')
  rss=$(grep 'Maximum resident set size' time.txt | grep -o '[0-9]*$')
  printf '| %s | %s | `plumb %s` | %s | %s | %s MB |\n' "$input" "$(stat -c %s "$input" 2>/dev/null || echo -)" "$*" \
    "$status" "$elapsed" "$((rss / 1024))"
}
measure pixels.yaml render pixels.yaml -o out
measure at-limit.yaml render at-limit.yaml -o out --overlay constraints
measure at-limit-pt.yaml render at-limit-pt.yaml -o out --format pdf --overlay constraints
measure fit.yaml render fit.yaml -o out
measure tall.yaml render tall.yaml -o out --format pdf --overlay constraints
measure claims.yaml render claims.yaml -o out
measure big16k.yaml render big16k.yaml -o out
measure big16k.png verify docs --references refs --artifacts report
measure changed/x.yaml verify changed --references changed-refs --artifacts changed-report
measure huge-constant.yaml layout huge-constant.yaml --format json
measure matrix.yaml verify matrix.yaml --references matrix-refs
measure deep.yaml layout deep.yaml
measure states-400.yaml render states-400.yaml -o out
measure states-64.yaml render states-64.yaml -o out
measure nested.xib check nested.xib
measure views-100000.xib check views-100000.xib
measure views-49999.xib check views-49999.xib
measure numbers.xib render numbers.xib -o out --overlay constraints
measure ucs4.xib check ucs4.xib
measure link-to-1gb.yaml check link-to-1gb.yaml
measure link-to-zero.xib check link-to-zero.xib
measure entities.xib check entities.xib
measure large.xib check large.xib
measure duplicate-id.xib check duplicate-id.xib
measure big16k.yaml render big16k.yaml -o out --format svg
measure states-aliased.yaml render states-aliased.yaml -o out
PLUMB_MAX_CONSTRAINTS=100000000 measure states-aliased.yaml render states-aliased.yaml -o out
measure centering-250.yaml check centering-250.yaml
measure centering-1000.yaml check centering-1000.yaml
measure spacing-baseline-500.yaml check spacing-baseline-500.yaml
measure spacing-baseline-2000.yaml check spacing-baseline-2000.yaml
measure stack-400.xib render stack-400.xib -o out
measure stack-400.storyboard render stack-400.storyboard -o out
measure stack-400.storyboard verify stack-400.storyboard --references stack-refs
measure explain-elided.log explain explain-elided.log
measure explain-names.log explain explain-names.log
measure explain-rows-780.log explain explain-rows-780.log -o out.yaml
measure explain-rows-7800.log explain explain-rows-7800.log
measure explain-escapes.log explain explain-escapes.log
# An endless pipe: explain reads no more than PLUMB_MAX_BYTES (16 MiB) of it.
status=0
/usr/bin/time -v -o time.txt sh -c "yes 'Unable to simultaneously satisfy constraints.' | '$plumb' explain - >/dev/null 2>&1" || status=$?
printf '| (endless pipe) | - | `yes … \| plumb explain -` | %s | %s | %s MB |\n' "$status" \
  "$(grep 'Elapsed (wall clock)' time.txt | sed 's/.*: //')" "$(($(grep 'Maximum resident set size' time.txt | grep -o '[0-9]*$') / 1024))"

#!/usr/bin/env python3
"""How often `plumb explain` reproduces a conflict from `plumb check`'s own message.

Each document in Fixtures/ (those with constraints and no states) gets one impossible constraint on its first
view, `ID.width = 5000` and then `ID.height = 5000`; every unsatisfiable message `plumb check` prints for the
result is piped into `plumb explain --format json`, which says whether re-solving its rebuilt layout gives the same
conflicting set and broken constraint. Prints the counts, the time explain took, and the messages not reproduced.

    Benchmarks/Explain/probe.py [--plumb .build/release/plumb]
"""
import argparse, glob, json, os, re, subprocess, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("--plumb", default=".build/release/plumb")
args = parser.parse_args()

documents = conflicts = reproduced = 0
elapsed = 0.0
misses = []
with tempfile.TemporaryDirectory() as folder:
    for path in sorted(glob.glob("Fixtures/*.yaml")):
        text = open(path).read()
        ids = re.findall(r"\bid:\s*([A-Za-z_][A-Za-z0-9_]*)", text)
        if not ids or "constraints:" not in text or "states:" in text:
            continue
        for attribute in ("width", "height"):
            probe = os.path.join(folder, f"{os.path.basename(path)[:-5]}-{attribute}.yaml")
            with open(probe, "w") as out:
                out.write(text.rstrip("\n") + f'\n  - {{ eq: "{ids[0]}.{attribute} = 5000", id: probe }}\n')
            check = subprocess.run([args.plumb, "check", probe], capture_output=True, text=True).stdout
            if "Unable to simultaneously" not in check:
                continue
            documents += 1
            start = time.perf_counter()
            run = subprocess.run([args.plumb, "explain", "-", "--format", "json"], input=check,
                                 capture_output=True, text=True)
            elapsed += time.perf_counter() - start
            messages = [m for m in json.loads(run.stdout)["messages"] if m["kind"] == "unsatisfiable"]
            conflicts += len(messages)
            for message in messages:
                if message["reproduces"]:
                    reproduced += 1
                else:
                    misses.append((os.path.basename(probe), message["plumbConflict"]))

print(f"{documents} documents, {conflicts} conflicts, {reproduced} reproduced; "
      f"explain {elapsed:.2f} s in all ({elapsed / max(documents, 1) * 1000:.0f} ms a document)")
for name, conflict in misses:
    print(f"not reproduced: {name}: Plumb's set {conflict}")

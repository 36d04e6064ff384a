# Mysterious Present accepts any longest chain: check the length and that the chain is valid.
import sys

data = open(sys.argv[1]).read().split()
n, cw, ch = int(data[0]), int(data[1]), int(data[2])
env = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)]
got = open(sys.argv[2]).read().split()
want = int(open(sys.argv[3]).read().split()[0])
if not got:
    sys.exit("empty output")
if int(got[0]) != want:
    sys.exit(f"chain size {got[0]}, expected {want}")
chain = [int(t) for t in got[1:]]
if len(chain) != want:
    sys.exit(f"printed {len(chain)} envelope numbers for a chain of size {want}")
if any(not 1 <= c <= n for c in chain):
    sys.exit("an envelope number is out of range")
if len(set(chain)) != len(chain):
    sys.exit("an envelope is used twice")
w, h = cw, ch
for c in chain:
    ew, eh = env[c - 1]
    if not (ew > w and eh > h):
        sys.exit(f"envelope {c} ({ew} x {eh}) does not hold the previous {w} x {h}")
    w, h = ew, eh

"""Judges Giant Pizza: IMPOSSIBLE must match the expected answer; otherwise every wish must hold."""
import sys

inp = open(sys.argv[1]).read().split()
got = open(sys.argv[2]).read().split()
want = open(sys.argv[3]).read().split()
n, m = int(inp[0]), int(inp[1])
if want == ["IMPOSSIBLE"]:
    if got != ["IMPOSSIBLE"]:
        sys.exit("the wishes cannot all hold, but the program printed " + " ".join(got[:10]))
    sys.exit(0)
if got == ["IMPOSSIBLE"]:
    sys.exit("the program printed IMPOSSIBLE, but for example " + " ".join(want[:10]) + " works")
if len(got) != m or any(t not in ("+", "-") for t in got):
    sys.exit(f"expected {m} signs + or -, got {len(got)} tokens: " + " ".join(got[:10]))
pos = 2
for i in range(n):
    s1, t1, s2, t2 = inp[pos], int(inp[pos + 1]), inp[pos + 2], int(inp[pos + 3])
    pos += 4
    if got[t1 - 1] != s1 and got[t2 - 1] != s2:
        sys.exit(f"wish {i + 1} ({s1} {t1} {s2} {t2}) is broken")

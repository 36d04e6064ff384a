# Course Schedule accepts any order of 1..n that puts every requirement a before b,
# and IMPOSSIBLE exactly when no such order exists (the case's output says which).
import sys

data = open(sys.argv[1]).read().split()
n, m = int(data[0]), int(data[1])
got = open(sys.argv[2]).read().split()
expected = open(sys.argv[3]).read().split()
if expected == ["IMPOSSIBLE"]:
    if got != ["IMPOSSIBLE"]:
        sys.exit("the requirements contain a cycle, so the answer is IMPOSSIBLE")
    sys.exit(0)
if got == ["IMPOSSIBLE"]:
    sys.exit("an order exists, but the program printed IMPOSSIBLE")
if len(got) != n:
    sys.exit(f"expected {n} courses, got {len(got)}")
order = [int(t) for t in got]
if sorted(order) != list(range(1, n + 1)):
    sys.exit("the output is not a permutation of 1..n")
pos = [0] * (n + 1)
for i, v in enumerate(order):
    pos[v] = i
for i in range(m):
    a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    if pos[a] > pos[b]:
        sys.exit(f"course {a} must come before course {b}")

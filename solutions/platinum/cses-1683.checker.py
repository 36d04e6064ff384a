"""Judges Planets and Kingdoms: the labels must be 1..k and group the planets exactly as the
strongly connected components do (any numbering of the kingdoms is accepted)."""
import sys

inp = open(sys.argv[1]).read().split()
got = open(sys.argv[2]).read().split()
n, m = int(inp[0]), int(inp[1])
adj = [[] for _ in range(n + 1)]
radj = [[] for _ in range(n + 1)]
for i in range(m):
    a, b = int(inp[2 + 2 * i]), int(inp[3 + 2 * i])
    adj[a].append(b)
    radj[b].append(a)


# Reference components by Kosaraju's two passes (iterative, so deep graphs are fine).
nxt = [0] * (n + 1)
seen = [False] * (n + 1)
order = []
for s in range(1, n + 1):
    if seen[s]:
        continue
    seen[s] = True
    stack = [s]
    while stack:
        v = stack[-1]
        if nxt[v] < len(adj[v]):
            u = adj[v][nxt[v]]
            nxt[v] += 1
            if not seen[u]:
                seen[u] = True
                stack.append(u)
        else:
            order.append(v)
            stack.pop()
comp = [0] * (n + 1)
k = 0
for s in reversed(order):
    if comp[s]:
        continue
    k += 1
    comp[s] = k
    stack = [s]
    while stack:
        v = stack.pop()
        for u in radj[v]:
            if not comp[u]:
                comp[u] = k
                stack.append(u)
if len(got) != n + 1:
    sys.exit(f"expected {n + 1} numbers, got {len(got)}")
if int(got[0]) != k:
    sys.exit(f"there are {k} kingdoms, the program says {got[0]}")
labels = [0] + [int(x) for x in got[1:]]
if any(not 1 <= labels[v] <= k for v in range(1, n + 1)):
    sys.exit(f"a label is outside 1..{k}")
mine_to_ref = {}
ref_to_mine = {}
for v in range(1, n + 1):
    if mine_to_ref.setdefault(labels[v], comp[v]) != comp[v]:
        sys.exit(f"planet {v} has label {labels[v]}, shared with a planet of another kingdom")
    if ref_to_mine.setdefault(comp[v], labels[v]) != labels[v]:
        sys.exit(f"planet {v} is in the same kingdom as an earlier planet but has another label")

import sys

# Accepts any orientation that uses every road exactly once and leaves the city graph
# strongly connected; when the expected answer is 0 (a bridge exists), demands 0.


def reach(n, adj):
    seen = [False] * (n + 1)
    seen[1] = True
    todo = [1]
    while todo:
        v = todo.pop()
        for u in adj[v]:
            if not seen[u]:
                seen[u] = True
                todo.append(u)
    return all(seen[1:])


def main():
    inp = open(sys.argv[1]).read().split()
    got = open(sys.argv[2]).read().split()
    want = open(sys.argv[3]).read().split()
    n, m = int(inp[0]), int(inp[1])
    roads = sorted(tuple(sorted((int(inp[2 + 2 * i]), int(inp[3 + 2 * i])))) for i in range(m))
    if want == ["0"]:
        if got != ["0"]:
            sys.exit("some road is a bridge, so the answer is 0")
        return
    if got == ["0"]:
        sys.exit("printed 0, but an orientation exists")
    if len(got) != 2 * m:
        sys.exit(f"expected {m} roads, got {len(got) / 2}")
    arcs = [(int(got[2 * i]), int(got[2 * i + 1])) for i in range(m)]
    if sorted(tuple(sorted(a)) for a in arcs) != roads:
        sys.exit("the printed roads are not the roads of the input")
    fwd = [[] for _ in range(n + 1)]
    back = [[] for _ in range(n + 1)]
    for a, b in arcs:
        fwd[a].append(b)
        back[b].append(a)
    if not (reach(n, fwd) and reach(n, back)):
        sys.exit("with these directions some city cannot reach another")


main()

import sys


def main():
    inp = open(sys.argv[1]).read().split()
    got = open(sys.argv[2]).read().split()
    n = int(inp[0])
    adj = [[] for _ in range(n + 1)]
    pos = 1
    for _ in range(n - 1):
        a, b = int(inp[pos]), int(inp[pos + 1])
        pos += 2
        adj[a].append(b)
        adj[b].append(a)
    q = int(inp[pos])
    pos += 1
    if len(got) != q:
        sys.exit(f"expected {q} answers, got {len(got)}")
    cache = {}

    def dist_from(u):
        if u not in cache:
            d = [-1] * (n + 1)
            d[u] = 0
            queue = [u]
            for v in queue:
                for w in adj[v]:
                    if d[w] < 0:
                        d[w] = d[v] + 1
                        queue.append(w)
            cache[u] = d
        return cache[u]

    for i in range(q):
        u, k = int(inp[pos]), int(inp[pos + 1])
        pos += 2
        try:
            x = int(got[i])
        except ValueError:
            sys.exit(f"query {i + 1}: '{got[i]}' is not a number")
        d = dist_from(u)
        exists = max(d) >= k
        if x == -1:
            if exists:
                sys.exit(f"query {i + 1} ({u} {k}): printed -1, but a vertex at distance {k} exists")
        elif not (1 <= x <= n) or d[x] != k:
            sys.exit(f"query {i + 1} ({u} {k}): vertex {x} is not at distance {k} from {u}")


main()

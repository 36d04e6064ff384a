import sys


def main():
    inp, got, want = (open(p).read().split() for p in sys.argv[1:4])
    n, m = int(inp[0]), int(inp[1])
    best = {}  # cheapest edge a -> b, the one a cycle through a -> b would use
    for i in range(m):
        a, b, c = int(inp[2 + 3 * i]), int(inp[3 + 3 * i]), int(inp[4 + 3 * i])
        if (a, b) not in best or c < best[(a, b)]:
            best[(a, b)] = c
    if not got:
        sys.exit("empty output")
    if got[0] != want[0]:
        sys.exit(f"answered {got[0]}, expected {want[0]}")
    if want[0] == "NO":
        if len(got) != 1:
            sys.exit("extra output after NO")
        return
    try:
        cyc = [int(t) for t in got[1:]]
    except ValueError:
        sys.exit("the cycle holds something that is not a number")
    if len(cyc) < 2 or cyc[0] != cyc[-1]:
        sys.exit("the cycle must start and end at the same vertex")
    if any(not 1 <= v <= n for v in cyc):
        sys.exit("a vertex out of range")
    total = 0
    for a, b in zip(cyc, cyc[1:]):
        if (a, b) not in best:
            sys.exit(f"no edge {a} -> {b}")
        total += best[(a, b)]
    if total >= 0:
        sys.exit(f"the cycle has length {total}, not negative")


main()

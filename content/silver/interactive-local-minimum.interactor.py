# Searching Local Minimum (Codeforces 1479A). The case's input: n, then the hidden permutation
# of 1..n. The program is sent n; it may ask "? i" (1 <= i <= n) at most 100 times and is told
# a_i, then prints "! k" for any k with a_k smaller than both neighbours (a_0 = a_(n+1) = infinity).
import sys

LIMIT = 100
data = open(sys.argv[1]).read().split()
n = int(data[0])
a = [n + 1] + [int(v) for v in data[1 : n + 1]] + [n + 1]  # n + 1 plays infinity
assert sorted(a[1 : n + 1]) == list(range(1, n + 1)), "bad case"
print(n, flush=True)
asked = 0
while True:
    words = sys.stdin.readline().split()
    if not words:
        sys.exit("the program stopped without answering")
    if len(words) != 2 or words[0] not in ("?", "!") or not words[1].isdigit():
        sys.exit(f"expected '? i' or '! k', got {' '.join(words)!r}")
    i = int(words[1])
    if not 1 <= i <= n:
        sys.exit(f"index {i} is outside 1..{n}")
    if words[0] == "!":
        if not a[i] < min(a[i - 1], a[i + 1]):
            sys.exit(f"answered {i}, but a = {a[i]} there and its neighbours are "
                     f"{a[i - 1] if i > 1 else 'inf'} and {a[i + 1] if i < n else 'inf'}")
        break
    asked += 1
    if asked > LIMIT:
        sys.exit(f"more than {LIMIT} questions")
    print(a[i], flush=True)

if sys.stdin.read().strip():
    sys.exit("the program printed more after its answer")

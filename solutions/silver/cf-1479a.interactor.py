# Searching Local Minimum (Codeforces 1479A). The case's input is the hidden permutation of
# 1..n in one of three forms:
#   n a_1 ... a_n      the permutation itself;
#   random n seed      1..n shuffled by random.Random(seed);
#   valley n v         falling from n to a_v = 1, then rising: a_i = n - i + 1 for i < v and
#                      a_i = i - v + 1 for i > v, so v is the only local minimum (v = 1 gives
#                      1, 2, ..., n and v = n gives n, ..., 2, 1).
# The last two keep a case with n = 10^5 a few bytes long.
# The program is sent n; it may ask "? i" (1 <= i <= n) at most 100 times and is told a_i, then
# prints "! k" for any k with a_k smaller than both neighbours (a_0 = a_(n+1) = infinity).
import random
import sys

LIMIT = 100
data = open(sys.argv[1]).read().split()
if data[0] == "random":
    n, seed = int(data[1]), int(data[2])
    perm = list(range(1, n + 1))
    random.Random(seed).shuffle(perm)
elif data[0] == "valley":
    n, v = int(data[1]), int(data[2])
    assert 1 <= v <= n, "bad case"
    perm = [n - i + 1 if i < v else 1 if i == v else i - v + 1 for i in range(1, n + 1)]
else:
    n = int(data[0])
    perm = [int(x) for x in data[1 : n + 1]]
a = [n + 1] + perm + [n + 1]  # n + 1 plays infinity
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

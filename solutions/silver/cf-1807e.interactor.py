# Interview (Codeforces 1807E). The case's input: t, then each test case in one of two forms:
#   n a_1 ... a_n s          the n pile sizes and the pile s that holds the 2-gram stone;
#   random n seed s lo hi    n piles of random.Random(seed).randint(lo, hi) stones each (lo = hi
#                            gives every pile the same size), the special stone in pile s.
# The second form keeps a case with 2 * 10^5 piles a few bytes long.
# The program is sent t, then n and the a_i of each test case; it may ask "? k p_1 ... p_k"
# (1 <= k <= n, distinct piles in 1..n) at most 30 times per test case, is told the total
# weight, and ends each test case with "! m".
# On any mistake the interactor prints -1, as the real judge does, and rejects the run.
import random
import sys

LIMIT = 30
data = open(sys.argv[1]).read().split()
pos = 0


def take():
    global pos
    pos += 1
    return int(data[pos - 1])


def reject(why):
    print(-1, flush=True)
    sys.exit(why)


t = take()
print(t, flush=True)
for case in range(1, t + 1):
    if data[pos] == "random":
        pos += 1
        n, seed, special, lo, hi = take(), take(), take(), take(), take()
        rng = random.Random(seed)
        a = [rng.randint(lo, hi) for _ in range(n)]
    else:
        n = take()
        a = [take() for _ in range(n)]
        special = take()
    assert 1 <= special <= n, "bad case"
    weight = [0] + [a[i] + (1 if i + 1 == special else 0) for i in range(n)]
    print(n, flush=True)
    print(*a, flush=True)
    asked = 0
    while True:
        words = sys.stdin.readline().split()
        if not words:
            sys.exit(f"test case {case}: the program stopped without answering")
        if words[0] == "!":
            if len(words) != 2 or int(words[1]) != special:
                reject(f"test case {case}: answered {' '.join(words[1:])}, the stone is in pile {special}")
            break
        if words[0] != "?" or len(words) < 2:
            reject(f"test case {case}: expected '? k p_1 ... p_k' or '! m', got {' '.join(words)!r}")
        asked += 1
        if asked > LIMIT:
            reject(f"test case {case}: more than {LIMIT} questions")
        k = int(words[1])
        piles = [int(w) for w in words[2:]]
        if not 1 <= k <= n or len(piles) != k:
            reject(f"test case {case}: k = {k} with {len(piles)} piles listed (n = {n})")
        if any(not 1 <= p <= n for p in piles) or len(set(piles)) != k:
            reject(f"test case {case}: piles must be distinct and in 1..{n}")
        print(sum(weight[p] for p in piles), flush=True)

if sys.stdin.read().strip():
    sys.exit("the program printed more after its last answer")

# Fixed Point Guessing (Codeforces 1698D). The case's input: t, then for each test case n
# (odd) and the hidden array, 1..n after (n - 1) / 2 disjoint swaps. The program is sent t and
# each n; it may ask "? l r" (1 <= l <= r <= n) at most 15 times per test case and gets
# a_l..a_r in increasing order, then prints "! y", the one element that stayed in place.
# A mistake is answered with -1, as on the judge.
import sys

LIMIT = 15
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
    n = take()
    a = [0] + [take() for _ in range(n)]
    fixed = [i for i in range(1, n + 1) if a[i] == i]
    assert n % 2 == 1 and len(fixed) == 1, "bad case"
    assert all(a[a[i]] == i for i in range(1, n + 1)), "bad case: not made of swaps"
    print(n, flush=True)
    asked = 0
    while True:
        words = sys.stdin.readline().split()
        if not words:
            sys.exit(f"test case {case}: the program stopped without answering")
        if words[0] == "!" and len(words) == 2:
            if int(words[1]) != fixed[0]:
                reject(f"test case {case}: answered {words[1]}, the fixed element is {fixed[0]}")
            break
        if words[0] != "?" or len(words) != 3:
            reject(f"test case {case}: expected '? l r' or '! y', got {' '.join(words)!r}")
        asked += 1
        if asked > LIMIT:
            reject(f"test case {case}: more than {LIMIT} questions")
        l, r = int(words[1]), int(words[2])
        if not 1 <= l <= r <= n:
            reject(f"test case {case}: asked ? {l} {r}, but 1 <= l <= r <= {n} must hold")
        print(*sorted(a[l : r + 1]), flush=True)

if sys.stdin.read().strip():
    sys.exit("the program printed more after its last answer")

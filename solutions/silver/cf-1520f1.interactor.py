# Guess the K-th Zero, easy version (Codeforces 1520F1). The case's input is the hidden array
# of zeros and ones and k, in one of three forms:
#   n k a_1 ... a_n    the array itself (holding at least k zeros);
#   random n seed x    a_i = random.Random(seed).randint(0, 1), except a_x = 0, and k the number
#                      of zeros in a_1..a_x, so the answer is x (x = n: the last position);
#   every n d k        a zero at positions 1, 1 + d, 1 + 2d, ..., ones elsewhere (d = 1: all
#                      zeros), so the answer is 1 + (k - 1) d.
# The last two keep a case with n = 2 * 10^5 a few bytes long.
# The program is sent "n 1" and k, may ask "? l r" (1 <= l <= r <= n) at most 20 times and is
# told the sum of a_l..a_r, then prints "! x", the position of the k-th zero. A mistake is
# answered with -1, as on the judge.
import random
import sys

LIMIT = 20
data = open(sys.argv[1]).read().split()
if data[0] == "random":
    n, seed, x = int(data[1]), int(data[2]), int(data[3])
    assert 1 <= x <= n, "bad case"
    rng = random.Random(seed)
    a = [rng.randint(0, 1) for _ in range(n)]
    a[x - 1] = 0
    k = a[:x].count(0)
elif data[0] == "every":
    n, d, k = int(data[1]), int(data[2]), int(data[3])
    a = [0 if i % d == 0 else 1 for i in range(n)]
else:
    n, k = int(data[0]), int(data[1])
    a = [int(v) for v in data[2 : 2 + n]]
pre = [0]
for v in a:
    pre.append(pre[-1] + v)
zeros = [i + 1 for i in range(n) if a[i] == 0]
assert len(a) == n and 1 <= k <= len(zeros), "bad case"
answer = zeros[k - 1]


def reject(why):
    print(-1, flush=True)
    sys.exit(why)


print(n, 1, flush=True)
print(k, flush=True)
asked = 0
while True:
    words = sys.stdin.readline().split()
    if not words:
        sys.exit("the program stopped without answering")
    if words[0] == "!" and len(words) == 2:
        if int(words[1]) != answer:
            reject(f"answered {words[1]}, zero number {k} is at position {answer}")
        break
    if words[0] != "?" or len(words) != 3:
        reject(f"expected '? l r' or '! x', got {' '.join(words)!r}")
    asked += 1
    if asked > LIMIT:
        reject(f"more than {LIMIT} questions")
    l, r = int(words[1]), int(words[2])
    if not 1 <= l <= r <= n:
        reject(f"asked ? {l} {r}, but 1 <= l <= r <= {n} must hold")
    print(pre[r] - pre[l - 1], flush=True)

if sys.stdin.read().strip():
    sys.exit("the program printed more after its answer")

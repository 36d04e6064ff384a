# Guess the K-th Zero, easy version (Codeforces 1520F1). The case's input: n, k, then the
# hidden array of n zeros and ones (holding at least k zeros). The program is sent "n 1" and k,
# may ask "? l r" (1 <= l <= r <= n) at most 20 times and is told the sum of a_l..a_r, then
# prints "! x", the position of the k-th zero. A mistake is answered with -1, as on the judge.
import sys

LIMIT = 20
data = open(sys.argv[1]).read().split()
n, k = int(data[0]), int(data[1])
a = [int(v) for v in data[2 : 2 + n]]
pre = [0]
for v in a:
    pre.append(pre[-1] + v)
zeros = [i + 1 for i in range(n) if a[i] == 0]
assert len(a) == n and len(zeros) >= k, "bad case"
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

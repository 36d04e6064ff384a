# Inverse Inversions accepts any permutation of 1..n with exactly k inversions.
import sys

n, k = map(int, open(sys.argv[1]).read().split())
tokens = open(sys.argv[2]).read().split()
if len(tokens) != n:
    sys.exit(f"expected {n} numbers, got {len(tokens)}")
p = [int(t) for t in tokens]
if sorted(p) != list(range(1, n + 1)):
    sys.exit("the output is not a permutation of 1..n")
# Inversions counted with a Fenwick tree over the values seen so far.
tree = [0] * (n + 1)
inversions = 0
for seen, x in enumerate(p):
    i, smaller = x, 0
    while i > 0:
        smaller += tree[i]
        i -= i & -i
    inversions += seen - smaller
    i = x
    while i <= n:
        tree[i] += 1
        i += i & -i
if inversions != k:
    sys.exit(f"the permutation has {inversions} inversions, not {k}")

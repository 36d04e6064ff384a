import sys

# Accepts any longest common subsequence: the first number must be the longest length,
# followed by that many numbers forming a subsequence of both arrays.


def is_subsequence(small, big):
    pos = 0
    for x in big:
        if pos < len(small) and small[pos] == x:
            pos += 1
    return pos == len(small)


def main():
    data = list(map(int, open(sys.argv[1]).read().split()))
    n, m = data[0], data[1]
    a, b = data[2 : 2 + n], data[2 + n : 2 + n + m]
    try:
        got = list(map(int, open(sys.argv[2]).read().split()))
    except ValueError:
        sys.exit("the output holds something that is not an integer")
    want = int(open(sys.argv[3]).read().split()[0])
    if not got:
        sys.exit("empty output")
    if got[0] != want:
        sys.exit(f"printed length {got[0]}, the longest common subsequence has length {want}")
    seq = got[1:]
    if len(seq) != want:
        sys.exit(f"printed {len(seq)} numbers after the length {want}")
    if not is_subsequence(seq, a):
        sys.exit("the sequence is not a subsequence of the first array")
    if not is_subsequence(seq, b):
        sys.exit("the sequence is not a subsequence of the second array")


main()

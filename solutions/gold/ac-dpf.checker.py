import sys

# Accepts any longest common subsequence: the printed string must be a subsequence of
# both input strings and as long as the expected answer.


def is_subsequence(small, big):
    pos = 0
    for ch in big:
        if pos < len(small) and small[pos] == ch:
            pos += 1
    return pos == len(small)


def main():
    s, t = open(sys.argv[1]).read().split()
    got = open(sys.argv[2]).read().split()
    want = open(sys.argv[3]).read().split()
    got = got[0] if got else ""
    want = want[0] if want else ""
    if len(got) != len(want):
        sys.exit(f"printed a common subsequence of length {len(got)}, the longest has {len(want)}")
    if not is_subsequence(got, s):
        sys.exit(f"{got!r} is not a subsequence of the first string")
    if not is_subsequence(got, t):
        sys.exit(f"{got!r} is not a subsequence of the second string")


main()

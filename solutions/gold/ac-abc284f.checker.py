import sys

# Accepts any valid (S, i): rebuilding S[0..i) + reversed(S) + S[i..N) must give T. When no pair
# exists the only answer is -1.


def main():
    data = open(sys.argv[1]).read().split()
    n, t = int(data[0]), data[1]
    got = open(sys.argv[2]).read().split()
    want = open(sys.argv[3]).read().split()
    if want == ["-1"]:
        if got != ["-1"]:
            sys.exit(f"no pair exists, but the program printed {' '.join(got[:2])!r}")
        return
    if got == ["-1"]:
        sys.exit("printed -1, but a pair exists")
    if len(got) != 2 or not got[1].isdigit():
        sys.exit("expected S on one line and i on the next")
    s, i = got[0], int(got[1])
    if len(s) != n or not 0 <= i <= n:
        sys.exit(f"S must have length {n} and 0 <= i <= {n}")
    if s[:i] + s[::-1] + s[i:] != t:
        sys.exit(f"S = {s!r} with i = {i} does not give T")


main()

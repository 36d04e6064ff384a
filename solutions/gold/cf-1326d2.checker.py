import sys

# Accepts any longest answer: each printed string must be a palindrome, as long as the expected
# one, and made of a prefix and a suffix of s that do not overlap.


def main():
    data = open(sys.argv[1]).read().split()
    tests = data[1 : 1 + int(data[0])]
    got = open(sys.argv[2]).read().split()
    want = open(sys.argv[3]).read().split()
    if len(got) != len(tests):
        sys.exit(f"printed {len(got)} answers for {len(tests)} tests")
    for number, (s, t, w) in enumerate(zip(tests, got, want), 1):
        if t != t[::-1]:
            sys.exit(f"test {number}: {t!r} is not a palindrome")
        if len(t) != len(w):
            sys.exit(f"test {number}: printed length {len(t)}, the longest is {len(w)}")
        if len(t) > len(s) or not any(
            t == s[:a] + s[len(s) - (len(t) - a) :] for a in range(len(t) + 1)
        ):
            sys.exit(f"test {number}: {t!r} is not a prefix of s followed by a suffix of s")


main()

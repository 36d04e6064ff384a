import sys

# Accepts any substring that occurs at least twice and is as long as the expected answer.
text = open(sys.argv[1]).read().split()[0]
got = open(sys.argv[2]).read().split()
want = open(sys.argv[3]).read().split()[0]
if len(got) != 1:
    sys.exit("expected exactly one word, got %d" % len(got))
got = got[0]
if want == "-1" or got == "-1":
    if got != want:
        sys.exit("expected %s, got %s" % (want, got))
    sys.exit(0)
if len(got) != len(want):
    sys.exit("length %d, the longest repeat has length %d" % (len(got), len(want)))
first = text.find(got)
if first < 0 or text.find(got, first + 1) < 0:
    sys.exit("%s does not occur twice" % got)

import sys

# Accepts any palindromic substring of the input as long as the expected answer.
text = open(sys.argv[1]).read().split()[0]
got = open(sys.argv[2]).read().split()
want = open(sys.argv[3]).read().split()[0]
if len(got) != 1:
    sys.exit("expected exactly one word, got %d" % len(got))
got = got[0]
if len(got) != len(want):
    sys.exit("length %d, the longest palindrome has length %d" % (len(got), len(want)))
if got != got[::-1]:
    sys.exit("%s is not a palindrome" % got)
if got not in text:
    sys.exit("%s is not a substring of the input" % got)

# Any two positive integers a, b with a + b = n are right; the case's output holds one of them,
# or "-1" when n < 2 and there is none.
import sys

n = int(open(sys.argv[1]).read())
answer = open(sys.argv[2]).read().split()
expected = open(sys.argv[3]).read().split()
if expected == ["-1"]:
    sys.exit(0 if answer == ["-1"] else f"there is no answer for n = {n}, but the program printed {answer}")
if len(answer) != 2:
    sys.exit(f"expected two numbers, got {answer}")
a, b = map(int, answer)
if a < 1 or b < 1 or a + b != n:
    sys.exit(f"{a} + {b} is not a split of {n} into positive parts")

# Hidden Integer (CSES 3112). The program asks "? y" (1 <= y <= 10^9) and is told YES when
# y < x, NO otherwise; at most 30 questions, then "! x" and nothing more.
# The case's input is the hidden x, or the word "adaptive": then the interactor commits to no x
# and keeps the larger half of the values still possible after every question, so a program
# passes only if its last answer is the one value left.
import sys

LIMIT, TOP = 30, 10**9
secret = open(sys.argv[1]).read().split()[0]
adaptive = secret == "adaptive"
lo, hi = 1, TOP  # the values of x consistent with every answer so far
if not adaptive:
    lo = hi = int(secret)

asked = 0
while True:
    words = sys.stdin.readline().split()
    if not words:
        sys.exit("the program stopped without printing an answer")
    if len(words) != 2 or words[0] not in ("?", "!") or not words[1].lstrip("-").isdigit():
        sys.exit(f"expected '? y' or '! x', got {' '.join(words)!r}")
    y = int(words[1])
    if words[0] == "!":
        if not (lo == hi == y):
            other = lo if lo != y else hi
            sys.exit(f"answered {y}, but x can be {other} and fit every reply")
        break
    asked += 1
    if asked > LIMIT:
        sys.exit(f"more than {LIMIT} questions")
    if not 1 <= y <= TOP:
        sys.exit(f"asked about {y}, outside 1..{TOP}")
    if adaptive:
        # YES leaves [max(lo, y + 1), hi], NO leaves [lo, min(hi, y)]: keep the larger.
        yes_size = hi - max(lo, y + 1) + 1
        no_size = min(hi, y) - lo + 1
        answer_yes = yes_size > no_size
    else:
        answer_yes = y < lo
    if answer_yes:
        lo = max(lo, y + 1)
    else:
        hi = min(hi, y)
    print("YES" if answer_yes else "NO", flush=True)

if sys.stdin.read().strip():
    sys.exit("the program printed more after its answer")

# Guess the hidden number in 1..n with at most 20 questions "? x", answered "<", ">" or "=".
# The case's input is "n hidden"; the program is told n and must end with "! x".
import sys

n, hidden = map(int, open(sys.argv[1]).read().split())
print(n, flush=True)
for asked in range(1, 22):
    line = sys.stdin.readline().split()
    if not line:
        sys.exit("the program stopped without answering")
    kind, x = line[0], int(line[1])
    if kind == "!":
        if x != hidden:
            sys.exit(f"answered {x}, the number was {hidden}")
        sys.exit(0)
    if asked > 20:
        sys.exit("more than 20 questions")
    print("<" if hidden < x else ">" if hidden > x else "=", flush=True)
sys.exit("more than 20 questions")

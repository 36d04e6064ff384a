# Bear and Prime 100 (Codeforces 679A). The case's input is the hidden number, 2..100. The
# program may print up to 20 questions, each an integer in 2..100, and is told "yes" when it
# divides the hidden number, "no" otherwise; then it prints "prime" or "composite".
import sys

LIMIT = 20
hidden = int(open(sys.argv[1]).read().split()[0])
is_prime = all(hidden % d for d in range(2, hidden))
asked = 0
while True:
    words = sys.stdin.readline().split()
    if not words:
        sys.exit("the program stopped without printing prime or composite")
    if len(words) != 1:
        sys.exit(f"expected one word or number on a line, got {' '.join(words)!r}")
    word = words[0]
    if word in ("prime", "composite"):
        if (word == "prime") != is_prime:
            sys.exit(f"answered {word}, but {hidden} is {'prime' if is_prime else 'composite'}")
        break
    if not word.isdigit() or not 2 <= int(word) <= 100:
        sys.exit(f"asked {word!r}: a question must be an integer from 2 to 100")
    asked += 1
    if asked > LIMIT:
        sys.exit(f"more than {LIMIT} questions")
    print("yes" if hidden % int(word) == 0 else "no", flush=True)

if sys.stdin.read().strip():
    sys.exit("the program printed more after its answer")

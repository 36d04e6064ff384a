import sys

inp = open(sys.argv[1]).read().split()
got = open(sys.argv[2]).read().split()
n = int(inp[0])
a = list(map(int, inp[1 : 1 + n]))
if len(got) != n:
    sys.exit(f"expected {n} numbers, got {len(got)}")
present = set(a)
distinct = sorted(present)
for i, (v, t) in enumerate(zip(a, got)):
    try:
        x = int(t)
    except ValueError:
        sys.exit(f"answer {i + 1} is not a number: {t}")
    if x == -1:
        # our cases are small: look for a partner directly
        for y in distinct:
            if y & v == 0:
                sys.exit(f"answer {i + 1}: printed -1 but {v} & {y} is 0")
    elif x not in present:
        sys.exit(f"answer {i + 1}: {x} is not in the array")
    elif x & v:
        sys.exit(f"answer {i + 1}: {x} & {v} is not 0")

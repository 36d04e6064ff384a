# Longest Flight Route accepts any route 1 -> n along existing flights with the most cities;
# the case's output gives one such route (its first number is the count) or IMPOSSIBLE.
import sys

data = open(sys.argv[1]).read().split()
n, m = int(data[0]), int(data[1])
flights = set()
for i in range(m):
    flights.add((int(data[2 + 2 * i]), int(data[3 + 2 * i])))
got = open(sys.argv[2]).read().split()
expected = open(sys.argv[3]).read().split()
if expected == ["IMPOSSIBLE"]:
    if got != ["IMPOSSIBLE"]:
        sys.exit("city n cannot be reached from city 1, so the answer is IMPOSSIBLE")
    sys.exit(0)
if got == ["IMPOSSIBLE"]:
    sys.exit("a route exists, but the program printed IMPOSSIBLE")
k = int(expected[0])
if int(got[0]) != k:
    sys.exit(f"the longest route has {k} cities, the program says {got[0]}")
route = [int(t) for t in got[1:]]
if len(route) != k:
    sys.exit(f"the program announced {k} cities but printed {len(route)}")
if route[0] != 1 or route[-1] != n:
    sys.exit("the route must start at city 1 and end at city n")
for a, b in zip(route, route[1:]):
    if (a, b) not in flights:
        sys.exit(f"there is no flight {a} -> {b}")

/** What /liveupdate shows before the author has written anything: a short module using a few widgets. */
import type { Draft } from '../../user-data';

const SAMPLE_MDX = `---
id: frequency-arrays
title: Counting with Frequency Arrays
author: Your Name
description: Count how often each value appears in one pass, then answer questions from the counts.
frequency: 3
---

When the values in the input are small (say, between $0$ and $10^6$), you do not need a map to
count them: an array indexed by the value does the job in $\\mathcal{O}(1)$ per update.

<FocusProblem problem="focus" />

## The idea

Make an array \`cnt\` with one slot per possible value, all zero. Read each value $x$ and add one
to \`cnt[x]\`. Afterwards, \`cnt[x]\` is the number of times $x$ appeared, and the number of
distinct values is the number of non-zero slots.

<Info title="Why not sort?">
Sorting also groups equal values, but costs $\\mathcal{O}(n \\log n)$. Counting is linear as
long as the range of values fits in memory.
</Info>

<LanguageSection>
<CPPSection>

\`\`\`cpp
vector<int> cnt(MAX_VALUE + 1);
for (int x : a) cnt[x]++;
\`\`\`

</CPPSection>
<PySection>

\`\`\`py
cnt = [0] * (MAX_VALUE + 1)
for x in a:
    cnt[x] += 1
\`\`\`

</PySection>
</LanguageSection>

<Warning title="Large values">
If values go up to $10^9$, an array that size does not fit. Compress the values first, or use a
hash map.
</Warning>

| Values up to | Use            |
| ------------ | -------------- |
| $10^6$       | an array       |
| $10^9$       | sort, or a map |

<Spoiler title="Check yourself">
How would you find the value that appears most often? Scan \`cnt\` once and keep the index of the
largest count.
</Spoiler>

<Hints problem="Distinct Numbers">
<Hint>Here values go up to $10^9$. Can each value still have a slot of its own?</Hint>
<Hint>Equal values stand side by side once the list is sorted.</Hint>
<Hint>Sort, then count the positions whose value differs from the one just before (and the first).</Hint>
</Hints>

## Problems

<Problems problems="practice" />
`;

const SAMPLE_PROBLEMS = `{
  "MODULE_ID": "frequency-arrays",
  "focus": [
    {
      "source": "CSES",
      "name": "Distinct Numbers",
      "id": "1621",
      "difficulty": "Very Easy",
      "starred": true,
      "tags": ["Sorting"]
    }
  ],
  "practice": [
    {
      "source": "CSES",
      "name": "Apartments",
      "id": "1084",
      "difficulty": "Easy",
      "tags": ["Sorting", "Two Pointers"]
    },
    {
      "source": "CSES",
      "name": "Ferris Wheel",
      "id": "1090",
      "difficulty": "Easy",
      "tags": ["Greedy", "Two Pointers"]
    }
  ]
}
`;

export const SAMPLE_DRAFT: Draft = { mdx: SAMPLE_MDX, problems: SAMPLE_PROBLEMS };

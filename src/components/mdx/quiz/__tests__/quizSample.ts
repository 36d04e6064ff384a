/**
 * A quiz as an author writes it, compiled by the real compiler: three questions (one to choose,
 * one to choose all that apply, one with a code block in its prompt and math in an explanation).
 */
import { compileAll } from '../../../../mdx/__tests__/compileInNode';
import type { ArticleData } from '../../../../mdx/article';

const MDX = `
<Quiz>
<Question id="status-solved">
Which status says your program was accepted?

<Choice>Solving <Explanation>Solving is for a problem you are still working on.</Explanation></Choice>
<Choice correct>Solved <Explanation>Accepted by the judge: that is Solved.</Explanation></Choice>
</Question>
<Question id="how-to-practise" multiple>
Which habits help?

<Choice correct>Trying first <Explanation>Struggling a while is how the idea sticks.</Explanation></Choice>
<Choice>Reading every solution first <Explanation>Then nothing was practised.</Explanation></Choice>
<Choice correct>Writing it again later <Explanation>Recall is practice.</Explanation></Choice>
</Question>
<Question id="predict-output">
What does this print?

\`\`\`python
print(7 // 2)
\`\`\`

<Choice correct>3 <Explanation>\`//\` rounds down: $7 / 2 = 3.5$ becomes 3.</Explanation></Choice>
<Choice>3.5 <Explanation>That is what \`/\` prints.</Explanation></Choice>
</Question>
</Quiz>
`;

/** The sample as a page receives it, its HTML included (as in the live preview). */
export function compileQuizSample(): ArticleData {
  const result = compileAll({ quiz: { text: MDX } }).quiz;
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const { article } = result;
  return { ...article, blocks: article.html.length, htmlUrl: '/quiz.json' };
}

/**
 * Explicit GraphQL types for the content nodes (nothing is inferred), so a query breaks at build
 * time when the model changes instead of silently returning null.
 */
export const contentTypeDefs = /* GraphQL */ `
  type ContentProblemSolution {
    kind: String!
    label: String
    labelTooltip: String
    url: String
    sketch: String
  }

  type ContentProblemData {
    name: String!
    id: String!
    source: String!
    tooltipHoverDescription: String!
    difficulty: String!
    starred: Boolean!
    tags: [String!]!
    solQuality: String!
    url: String!
    uniqueID: String!
    "The link to the problem's hint ladder, null when it has none."
    hints: String
    solution: ContentProblemSolution
  }

  type ContentProblemList {
    listId: String!
    problems: [ContentProblemData!]!
  }

  type ContentModuleLink {
    id: String!
    title: String!
    path: String!
  }

  type ContentModule implements Node @dontInfer {
    moduleId: String!
    section: String!
    sectionName: String!
    chapter: String!
    order: Int!
    path: String!
    title: String!
    author: String!
    description: String!
    prerequisites: [ContentModuleLink!]!
    frequency: Int
    redirects: [String!]!
    file: String!
    "The day its MDX or problems file last changed in git (YYYY-MM-DD), when history says."
    lastUpdated: String
    lists: [ContentProblemList!]!
    "The compiled MDX body (src/mdx/article.ts: ArticleData)."
    article: JSON!
  }

  type ContentSolutionLink {
    moduleId: String!
    moduleTitle: String!
    modulePath: String!
    listId: String!
    problem: ContentProblemData!
  }

  type ContentSolution implements Node @dontInfer {
    solutionId: String!
    section: String!
    source: String!
    title: String!
    author: String!
    path: String!
    file: String!
    "The day its file last changed in git (YYYY-MM-DD), when history says."
    lastUpdated: String
    "The compiled MDX body (src/mdx/article.ts: ArticleData)."
    article: JSON!
    linkedFrom: [ContentSolutionLink!]!
  }

  type ContentProblem implements Node @dontInfer {
    moduleId: String!
    moduleTitle: String!
    modulePath: String!
    listId: String!
    problem: ContentProblemData!
  }

  type SyllabusChapter {
    name: String!
    description: String
    modules: [ContentModuleLink!]!
  }

  type SyllabusSection implements Node @dontInfer {
    sectionId: String!
    name: String!
    order: Int!
    path: String!
    chapters: [SyllabusChapter!]!
  }
`;

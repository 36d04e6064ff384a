import { graphql } from 'gatsby';

/** Every field of a derived problem, for pages that render problem rows. */
export const contentProblemFields = graphql`
  fragment ContentProblemFields on ContentProblemData {
    name
    id
    source
    tooltipHoverDescription
    difficulty
    starred
    tags
    solQuality
    url
    uniqueID
    hints
    solution {
      kind
      label
      labelTooltip
      url
      sketch
    }
  }
`;

// Stands in, in production bundles, for browser plugins that do nothing on this site yet ship
// code to every page (src/gatsby/bundle.ts): Gatsby's internal Partytown plugin, which acts only
// in `gatsby develop`, and gatsby-plugin-manifest's, which acts only for localised manifests.

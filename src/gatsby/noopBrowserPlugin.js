// Stands in for Gatsby's internal Partytown browser plugin in production bundles: that plugin
// only acts in `gatsby develop`, yet importing it ships gatsby-script and Partytown's
// integration code to every page (src/gatsby/bundle.ts).

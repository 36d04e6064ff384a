/**
 * Dark mode is keyed to the `mode-dark` class on <html>, set before first paint by the inline
 * script in gatsby-ssr.tsx and toggled by the user-data store.
 * @type {import('tailwindcss').Config}
 */
module.exports = {
  content: ['./src/**/*.{ts,tsx}', './content/**/*.mdx', './solutions/**/*.mdx'],
  darkMode: ['selector', '.mode-dark'],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: { prose: '48rem' },
    },
  },
  plugins: [],
};

const ordering = {
  general: [{ name: 'Basics', items: ['intro', 'ghost'] }],
};

export default ordering;

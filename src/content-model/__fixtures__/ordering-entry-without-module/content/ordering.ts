const ordering = {
  general: [{ name: 'Basics', items: ['intro', 'sorting'] }],
};

export default ordering;

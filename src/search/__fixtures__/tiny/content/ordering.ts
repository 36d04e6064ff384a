const ordering = {
  bronze: [{ name: 'Basics', items: ['prefix-sums', 'sorting'] }],
};

export default ordering;

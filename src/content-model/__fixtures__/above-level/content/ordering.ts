const ordering = {
  general: [{ name: 'Basics', items: ['intro'] }],
  bronze: [{ name: 'Prefix Sums', items: ['prefix-sums'] }],
};

export default ordering;

const ordering = {
  general: [{ name: 'Basics', items: ['intro'] }],
  bronze: [{ name: 'Sorting', items: ['sorting'] }],
};

export default ordering;

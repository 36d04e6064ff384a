const ordering = {
  general: [{ name: 'Basics', items: ['intro'] }],
};

export default ordering;
